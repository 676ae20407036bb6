// ESLint (flat config): the language rules, React's rules of hooks, accessible markup, and the layers of the
// code base as import boundaries, so a wrong import fails `npm test` instead of waiting for a review.
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers, top to bottom; a layer imports only from the layers below it:
//   app/routes → app/components | app/server → app/forms → app/lib | app/config
// components and the server are siblings, but the server never renders, so it never imports a component.
// The backend is a separate program behind the transport: it never imports the storefront, and its services
// (plain typed input, plain results) never import its HTTP handlers.
const layerZones = [
  { target: "./app/components", from: "./app/routes", message: "Components never import routes." },
  { target: "./app/server", from: "./app/routes", message: "The server modules never import routes." },
  {
    target: "./app/server",
    from: "./app/components",
    message: "The server modules never import components: move React-free code to app/lib or app/forms.",
  },
  {
    target: "./app/forms",
    from: "./app",
    except: ["./forms", "./lib", "./config"],
    message: "Form schemas import only app/forms, app/lib and app/config.",
  },
  { target: "./app/lib", from: "./app", except: ["./lib", "./config"], message: "app/lib imports only app/lib and app/config." },
  { target: "./app/config", from: "./app", except: ["./config"], message: "app/config imports only app/config." },
  { target: "./backend", from: "./app", message: "The backend never imports the storefront." },
  {
    target: "./backend/services",
    from: "./backend/http",
    message: "Backend services never import backend HTTP code: take plain input, return plain results or domain errors.",
  },
];

export default tseslint.config(
  {
    ignores: ["build/", "public/build/", ".cache/", ".tmp/", "data/", "test-results/", "playwright-report/", "node_modules/"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // `_name` marks a parameter or a destructured field that is deliberately left unused.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // The storefront runs in the browser as well as on the server.
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Hooks live in .ts modules too (a `use…` function without JSX).
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // A missing dependency is a stale value in production: an error, not a warning nobody reads.
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["app/**/*.{ts,tsx}", "backend/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      // Parse TypeScript modules too when following imports (the cycle check walks the whole graph).
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver": { typescript: { project: "./tsconfig.json" } },
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: layerZones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
);
