import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { findCycles } from "../scripts/check-cycles.mjs";

/**
 * The layer rules of eslint.config.js, React's checks (eslint.react.config.js too) and the cycle check of `npm run lint`, each shown failing on a deliberate
 * breach: small snippets linted in memory as if they were the file named, with the project's own config.
 */
const eslint = new ESLint({ cwd: process.cwd() });

/** The rules a snippet breaks, linted as the file at `filePath`. */
async function brokenRules(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe("the layer zones", () => {
  it("the storefront imports the backend's code only in its transport", async () => {
    const code = 'import { createBackend } from "../../backend/index";\nexport const make = createBackend;\n';
    expect(await brokenRules(code, "app/server/orders-shortcut.server.ts")).toContain("import-x/no-restricted-paths");
    expect(await brokenRules(code.replace("../../backend/index", "../../../backend/index"), "app/routes/api/shortcut.ts")).toContain(
      "import-x/no-restricted-paths",
    );
    expect(await brokenRules(code, "app/server/transport.server.ts")).not.toContain("import-x/no-restricted-paths");
  });

  it("the backend's database layer never imports services", async () => {
    const code = 'import { rollBackInterruptedJobs } from "../services/import-jobs";\nexport const rollBack = rollBackInterruptedJobs;\n';
    expect(await brokenRules(code, "backend/db/cleanup.ts")).toContain("import-x/no-restricted-paths");
    expect(await brokenRules(code, "backend/http/cleanup.ts")).not.toContain("import-x/no-restricted-paths");
  });

  it("a backend service handles no Request or Response, global or imported", async () => {
    const file = "backend/services/shortcut.ts";
    expect(await brokenRules("export const read = (request: Request) => request.url;\n", file)).toContain("no-restricted-syntax");
    expect(await brokenRules('export const answer = () => new Response("ok");\n', file)).toContain("no-restricted-globals");
    expect(await brokenRules('import type { Response } from "express";\nexport type Answer = Response;\n', file)).toContain("no-restricted-syntax");
    expect(await brokenRules("export const read = (request: Request) => request.url;\n", "backend/http/shortcut.ts")).toEqual([]);
  });
});

describe("React's place", () => {
  it("only routes, components and the root import React (where the rules of hooks run)", async () => {
    const code = 'import { useState } from "react";\nexport const useCount = () => useState(0);\n';
    expect(await brokenRules(code, "app/lib/use-count.ts")).toContain("no-restricted-imports");
    expect(await brokenRules(code, "app/components/ui/use-count.ts")).not.toContain("no-restricted-imports");
  });

  it("the rules of hooks run in the main lint, React's compiler checks in their own", async () => {
    const conditionalHook =
      'import { useState } from "react";\nexport function Count({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n';
    expect(await brokenRules(conditionalHook, "app/components/ui/Count.tsx")).toContain("react-hooks/rules-of-hooks");
    // A component made inside a component is a new type each render: its state is lost every time.
    const innerComponent = "export function Outer() {\n  function Inner() {\n    return <p>inner</p>;\n  }\n  return <Inner />;\n}\n";
    const compilerLint = new ESLint({ cwd: process.cwd(), overrideConfigFile: "eslint.react.config.js" });
    const [result] = await compilerLint.lintText(innerComponent, { filePath: "app/components/ui/Outer.tsx" });
    expect(result.messages.map((message) => message.ruleId)).toContain("react-hooks/static-components");
    expect(await brokenRules(innerComponent, "app/components/ui/Outer.tsx")).not.toContain("react-hooks/static-components");
  });
});

describe("the cycle check", () => {
  const graph = (files: Record<string, string>) => findCycles(Object.keys(files), (file: string) => files[file]);

  it("finds a cycle, type-only imports and the ~/ alias included", () => {
    expect(
      graph({
        "backend/services/index.ts": 'import { createAccounts } from "./accounts";\nexport interface Deps { db: string }\n',
        "backend/services/accounts.ts": 'import type { Deps } from "./index";\nexport const createAccounts = (deps: Deps) => deps;\n',
      }),
    ).toEqual([["backend/services/accounts.ts", "backend/services/index.ts"]]);
    expect(
      graph({
        "app/lib/a.ts": 'export { b } from "~/lib/b";\n',
        "app/lib/b.ts": 'import { c } from "../config/c";\nexport const b = c;\n',
        "app/config/c.ts": 'import "~/lib/a";\nexport const c = 1;\n',
      }),
    ).toHaveLength(1);
  });

  it("passes a graph without one", () => {
    expect(
      graph({
        "backend/services/index.ts": 'import { createAccounts } from "./accounts";\n',
        "backend/services/accounts.ts": 'import type { Deps } from "./contracts";\nimport { z } from "zod";\n',
        "backend/services/contracts.ts": "export interface Deps { db: string }\n",
      }),
    ).toEqual([]);
  });
});
