import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { findCycles, zoneBreaches } from "../scripts/check-imports.mjs";

/**
 * The layer zones and the cycle check of `npm run lint` (scripts/check-imports.mjs), its oxlint rules (.oxlintrc.json)
 * and React's compiler checks (eslint.config.js), each shown failing on a deliberate breach: small snippets checked
 * as if they were the file named, with the project's own configuration.
 */
const OXLINT = path.resolve("node_modules/.bin/oxlint");

/** The oxlint rules a snippet breaks (as `eslint(no-restricted-imports)`), linted as the file at `filePath`. */
function brokenRules(code: string, filePath: string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lint-zones-"));
  try {
    fs.copyFileSync(".oxlintrc.json", path.join(dir, ".oxlintrc.json"));
    fs.mkdirSync(path.join(dir, path.dirname(filePath)), { recursive: true });
    fs.writeFileSync(path.join(dir, filePath), code);
    const run = spawnSync(OXLINT, ["--format", "json", filePath], { cwd: dir, encoding: "utf8" });
    const { diagnostics } = JSON.parse(run.stdout) as { diagnostics: { code: string }[] };
    return diagnostics.map((diagnostic) => diagnostic.code);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The zones an import from `file` (its text `code`) to `imported` crosses, as their messages. */
function crossedZones(file: string, code: string, imported: string): string[] {
  const files: Record<string, string> = { [file]: code, [imported]: "export const x = 1;\n" };
  return zoneBreaches(Object.keys(files), (name: string) => files[name]).map((breach: { message: string }) => breach.message);
}

describe("the layer zones", () => {
  it("the storefront imports the backend's code only in its transport", () => {
    const code = 'import { createBackend } from "../../backend/index";\nexport const make = createBackend;\n';
    expect(crossedZones("app/server/orders-shortcut.server.ts", code, "backend/index.ts")).toHaveLength(1);
    expect(
      crossedZones("app/routes/api/shortcut.ts", code.replace("../../backend/index", "../../../backend/index"), "backend/index.ts"),
    ).toHaveLength(1);
    expect(crossedZones("app/server/transport.server.ts", code, "backend/index.ts")).toEqual([]);
  });

  it("the layers of the storefront import only downwards", () => {
    expect(crossedZones("app/server/cart.server.ts", 'import { Price } from "~/components/ui/Price";\n', "app/components/ui/Price.tsx")).toHaveLength(
      1,
    );
    expect(crossedZones("app/lib/cart.ts", 'import type { CartForm } from "~/forms/cart";\n', "app/forms/cart.ts")).toHaveLength(1);
    expect(crossedZones("app/forms/cart.ts", 'import { MAX } from "~/config/constants";\n', "app/config/constants.ts")).toEqual([]);
  });

  it("the backend's database layer never imports services", () => {
    const code = 'import { rollBackInterruptedJobs } from "../services/import-jobs";\nexport const rollBack = rollBackInterruptedJobs;\n';
    expect(crossedZones("backend/db/cleanup.ts", code, "backend/services/import-jobs.ts")).toHaveLength(1);
    expect(crossedZones("backend/http/cleanup.ts", code, "backend/services/import-jobs.ts")).toEqual([]);
  });

  it("a backend service handles no Request or Response, global or imported", () => {
    const file = "backend/services/shortcut.ts";
    expect(brokenRules("export const read = (request: Request) => request.url;\n", file)).toContain("typescript(no-restricted-types)");
    expect(brokenRules('export const answer = () => new Response("ok");\n', file)).toContain("eslint(no-restricted-globals)");
    expect(brokenRules('import type { Response } from "express";\nexport type Answer = Response;\n', file)).toContain(
      "eslint(no-restricted-imports)",
    );
    expect(brokenRules("export const read = (request: Request) => request.url;\n", "backend/http/shortcut.ts")).toEqual([]);
  });
});

describe("React's place", () => {
  it("only routes, components and the root import React (where the rules of hooks run)", () => {
    const code = 'import { useState } from "react";\nexport const useCount = () => useState(0);\n';
    expect(brokenRules(code, "app/lib/use-count.ts")).toContain("eslint(no-restricted-imports)");
    expect(brokenRules(code, "app/components/ui/use-count.ts")).not.toContain("eslint(no-restricted-imports)");
  });

  it("the rules of hooks run in the main lint, React's compiler checks in their own", async () => {
    const conditionalHook =
      'import { useState } from "react";\nexport function Count({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n';
    expect(brokenRules(conditionalHook, "app/components/ui/Count.tsx")).toContain("react-hooks(rules-of-hooks)");
    // A component made inside a component is a new type each render: its state is lost every time.
    const innerComponent = "export function Outer() {\n  function Inner() {\n    return <p>inner</p>;\n  }\n  return <Inner />;\n}\n";
    const [result] = await new ESLint({ cwd: process.cwd() }).lintText(innerComponent, { filePath: "app/components/ui/Outer.tsx" });
    expect(result.messages.map((message) => message.ruleId)).toContain("react-hooks/static-components");
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
