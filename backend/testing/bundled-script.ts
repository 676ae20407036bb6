import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";

/** The project's root: entries are named from it, and bundles lie in its .tmp/ so their packages resolve. */
const root = path.resolve(import.meta.dirname, "../..");
const bundles = new Map<string, string>();

/**
 * A TypeScript entry of the project (`scripts/db-backup.ts`, a test's child process), bundled into plain
 * JavaScript for a test that starts it as a process of its own; answers the bundle's path. Started through tsx,
 * every start transformed the whole backend again (2–5 CPU seconds a start); the bundle is made once per test
 * process in a fraction of that and starts as plain node. As in build/admin-create.js, the packages stay imports.
 * Test files running at once each write their own copy and rename it into place.
 */
export function bundledScript(entry: string): string {
  const made = bundles.get(entry);
  if (made) return made;
  const outfile = path.join(root, ".tmp", "test-scripts", `${path.basename(entry, ".ts")}.mjs`);
  const written = `${outfile}.${process.pid}`;
  buildSync({
    entryPoints: [path.resolve(root, entry)],
    outfile: written,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  fs.renameSync(written, outfile);
  bundles.set(entry, outfile);
  return outfile;
}
