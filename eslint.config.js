// ESLint runs React's compiler-based checks only (purity of render, refs read in render, state set in render or in
// an effect, components made inside components, …) on the files where React lives: `npm run lint:react`. Each
// compiles the whole component, so they run as a stage of their own beside `npm run lint` (oxlint's rules in
// .oxlintrc.json, then scripts/check-imports.mjs for the layers' zones and cycles); `npm test` runs both.
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** Where React lives: the routes, the components and the root (the same globs as the hooks' rules in .oxlintrc.json). */
const REACT_FILES = ["app/components/**/*.{ts,tsx}", "app/routes/**/*.{ts,tsx}", "app/*.tsx"];

/** The compiler's rules of the recommended set; the classic rules of hooks run in oxlint. */
const compilerRules = Object.fromEntries(
  Object.entries(reactHooks.configs.flat.recommended.rules).filter(
    ([name]) => name !== "react-hooks/rules-of-hooks" && name !== "react-hooks/exhaustive-deps",
  ),
);

export default tseslint.config({
  files: REACT_FILES,
  languageOptions: { parser: tseslint.parser },
  // The disable comments are oxlint's to check (it reports the unused ones).
  linterOptions: { reportUnusedDisableDirectives: "off" },
  // jsx-a11y is known here (its rules off) so the disable comments for it name a rule that exists.
  plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
  rules: compilerRules,
});
