// React's compiler-based checks (purity of render, refs read in render, state set in render or in an effect,
// components made inside components, …) on the files where React lives. Each compiles the whole component, so
// they run apart from the main lint (`npm run lint:react`; `npm test` runs both): the main lint stays quick to
// re-run while these still guard every change.
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { REACT_FILES } from "./eslint.config.js";

/** The compiler's rules of the recommended set; the classic rules of hooks stay in eslint.config.js. */
const compilerRules = Object.fromEntries(
  Object.entries(reactHooks.configs.flat.recommended.rules).filter(
    ([name]) => name !== "react-hooks/rules-of-hooks" && name !== "react-hooks/exhaustive-deps",
  ),
);

export default tseslint.config({
  files: REACT_FILES,
  languageOptions: { parser: tseslint.parser },
  linterOptions: { reportUnusedDisableDirectives: "off" },
  // jsx-a11y is known here (its rules off) so the main lint's disable comments for it name a rule that exists.
  plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
  rules: compilerRules,
});
