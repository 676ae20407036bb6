// The backend's test files that use a database: those whose imports reach backend/db/test-database.ts, where
// TEST_DATABASE_URL chooses PostgreSQL over SQLite. Only these run again on PostgreSQL; the others (parsers,
// prices, the calendar) run the same code whatever the database and are checked once, in the SQLite run.
import { execFileSync } from "node:child_process";
import { build } from "esbuild";

const TEST_DATABASE = "backend/db/test-database.ts";

/** Answers the paths of the backend test files whose imports reach the test database, sorted. */
export async function databaseTestFiles() {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "backend/*.test.ts"], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
  // One bundle of all of them with shared chunks: an entry's imports are its output's inputs and its chunks'.
  const { metafile } = await build({
    entryPoints: files,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    packages: "external",
    outdir: "/nonexistent",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const reaches = (output, seen = new Set()) => {
    if (seen.has(output)) return false;
    seen.add(output);
    const { inputs, imports } = metafile.outputs[output];
    return TEST_DATABASE in inputs || imports.some(({ path }) => path in metafile.outputs && reaches(path, seen));
  };
  return Object.entries(metafile.outputs)
    .filter(([output, { entryPoint }]) => entryPoint && reaches(output))
    .map(([, { entryPoint }]) => entryPoint)
    .sort();
}
