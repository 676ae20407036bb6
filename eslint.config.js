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
// (plain typed input, plain results) never import its HTTP handlers; its database layer never imports services.
// shared/ holds the pure code both halves run (the rich-text allow-list): it imports neither.
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
  { target: "./backend/db", from: "./backend/services", message: "The database layer (schema, migrations, seed) never imports services." },
  { target: "./shared", from: "./app", message: "shared/ is pure: it imports neither the storefront nor the backend." },
  { target: "./shared", from: "./backend", message: "shared/ is pure: it imports neither the storefront nor the backend." },
];
// The storefront reaches the backend's code only through its transport (tests set up a real backend too).
const appToBackend = {
  target: "./app",
  from: "./backend",
  message: "The storefront reaches the backend only through app/server/transport.server.ts (the /api contract).",
};
const BACKEND_GATEWAYS = ["app/server/transport.server.ts", "app/**/*.test.{ts,tsx}"];
// A service knows nothing of HTTP: a Request or Response (the globals, or one imported) belongs in backend/http.
const HTTP_TYPES = ["Request", "Response"];
export const REACT_FILES = ["app/components/**/*.{ts,tsx}", "app/routes/**/*.{ts,tsx}", "app/*.tsx"];

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
    // React lives in the routes, the components and the root only (hooks in .ts modules too: a `use…` function
    // without JSX); the rules of hooks run there. React's compiler-based checks (purity, refs, state set in
    // render, …) compile every component, three quarters of a whole lint's CPU: eslint.react.config.js runs them
    // as a stage of their own (`npm run lint:react`, part of `npm test`).
    files: REACT_FILES,
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      // A missing dependency is a stale value in production: an error, not a warning nobody reads.
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // …so the server, the form schemas, the helpers and the configuration never import React.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [...REACT_FILES, "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^react(-dom)?(/|$)", message: "React code lives in app/components and app/routes." }] },
      ],
    },
  },
  {
    // Import cycles are found by scripts/check-cycles.mjs (run by `npm run lint`) in one pass over the graph.
    files: ["app/**/*.{ts,tsx}", "backend/**/*.ts", "shared/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/resolver": { typescript: { project: "./tsconfig.json" } },
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: [...layerZones, appToBackend] }],
    },
  },
  {
    files: BACKEND_GATEWAYS,
    rules: { "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: layerZones }] },
  },
  {
    files: ["backend/services/**/*.ts"],
    ignores: ["backend/services/**/*.test.ts"],
    rules: {
      "no-restricted-globals": ["error", ...HTTP_TYPES.map((name) => ({ name, message: "Services never handle HTTP: return plain results." }))],
      "no-restricted-syntax": [
        "error",
        {
          selector: `ImportSpecifier[imported.name=/^(${HTTP_TYPES.join("|")})$/]`,
          message: "Services never handle HTTP: return plain results.",
        },
        {
          // no-restricted-globals sees values only: a parameter typed Request is caught here.
          selector: `TSTypeReference[typeName.name=/^(${HTTP_TYPES.join("|")})$/]`,
          message: "Services never handle HTTP: return plain results.",
        },
      ],
    },
  },
);
