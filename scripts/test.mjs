// `npm test`, on two tracks at once, since the end-to-end run leaves about a third of two cores idle (its
// tests wait on pages and servers) while the checks and vitest are CPU work that needs no browser:
// - checks: lint, format check and type check (at once: each is mostly one core's work), then vitest on SQLite,
//   then with TEST_DATABASE_URL vitest on PostgreSQL (the backend's test files that use a database, and
//   tests/postgres) and the cross-process e2e (two storefront processes on one PostgreSQL, after the PostgreSQL
//   tests that restart the server);
// - end to end: the build, then Playwright (both projects).
// Every stage runs even when an earlier one failed, so one report covers everything; the main Playwright run
// prints as it goes (a CI log never sits silent for its ten minutes), every other stage's output is printed whole
// when it ends; the last line is `N passed, N failed` for CI.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { databaseTestFiles } from "./database-test-files.mjs";

const tmp = path.resolve(".tmp");
fs.mkdirSync(tmp, { recursive: true });
const vitestJson = path.join(tmp, "vitest-report.json");
const playwrightJson = path.join(tmp, "playwright-report.json");
const crossProcessJson = path.join(tmp, "playwright-pg-report.json");
for (const file of [vitestJson, playwrightJson, crossProcessJson]) fs.rmSync(file, { force: true });

let passed = 0;
let failed = 0;
let stageFailures = 0;
const runStarted = Date.now();

/**
 * Runs `stages` ([name, command, args, env?, live?] each) at the same time; each one's output is kept and printed
 * whole when it ends (a `live` stage's goes straight out as it comes), with its time and when it ended in the run.
 * Answers whether each succeeded.
 */
async function runAtOnce(stages) {
  const results = await Promise.all(
    stages.map(
      ([name, command, args, env = {}, live = false]) =>
        new Promise((resolve) => {
          const started = Date.now();
          if (live) console.log(`\n=== ${name}: ${command} ${args.join(" ")} (started ${((started - runStarted) / 1000).toFixed(0)} s into the run)`);
          const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
          const output = [];
          const keep = (chunk) => (live ? process.stdout.write(chunk) : output.push(chunk));
          child.stdout.on("data", keep);
          child.stderr.on("data", keep);
          const end = (status) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(0);
            const at = ((Date.now() - runStarted) / 1000).toFixed(0);
            console.log(`\n=== ${name}: ${command} ${args.join(" ")} (${seconds} s, ended ${at} s into the run)`);
            process.stdout.write(Buffer.concat(output));
            if (status !== 0) console.log(`=== ${name} exited with ${status}`);
            resolve(status === 0);
          };
          child.on("error", (error) => end(String(error)));
          child.on("close", (status, signal) => end(status ?? signal));
        }),
    ),
  );
  return results;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** Runs vitest with `args` and adds its counts (a run that failed without a failed test counts as one). */
async function vitestStage(name, args, env) {
  fs.rmSync(vitestJson, { force: true });
  const [ok] = await runAtOnce([
    [name, "npx", ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile=${vitestJson}`], env],
  ]);
  const report = readJson(vitestJson);
  if (report) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  if (!ok && !(report?.numFailedTests > 0)) {
    stageFailures++;
    failed++;
  }
  return report;
}

/**
 * Runs Playwright with `args` on a fresh data folder, its JSON report in `reportFile`, and adds its counts (a
 * run that failed without a failed test counts as one).
 */
async function playwrightStage(name, args, reportFile, live = false) {
  // The run's database, outboxes and traces: removed after a green run, kept to look into after a red one.
  const e2eDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));
  const [ok] = await runAtOnce([[name, "npx", ["playwright", "test", ...args], { PW_JSON_REPORT: reportFile, E2E_DATA_DIR: e2eDataDir }, live]]);
  if (ok) for (const dir of [e2eDataDir, `${e2eDataDir}-results`]) fs.rmSync(dir, { recursive: true, force: true });
  else console.log(`=== ${name}: data and traces kept in ${e2eDataDir} and ${e2eDataDir}-results`);
  const stats = readJson(reportFile)?.stats;
  if (stats) {
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
  }
  if (!ok && !(stats?.unexpected > 0)) {
    stageFailures++;
    failed++;
  }
}

/** Counts a failed check that has no test counts of its own. */
function stageFailed() {
  stageFailures++;
  failed++;
}

// The end-to-end track: the build, then Playwright on it.
const build = runAtOnce([["build", "npx", ["remix", "build"]]]).then(([ok]) => ok);
const endToEnd = build.then((built) => (built ? playwrightStage("end-to-end tests", [], playwrightJson, true) : stageFailed()));

// The checks track.
const checks = (async () => {
  const [linted, reactChecked, formatted, typed] = await runAtOnce([
    ["lint", "npm", ["run", "--silent", "lint"]],
    ["React compiler checks", "npm", ["run", "--silent", "lint:react"]],
    ["format check", "npx", ["prettier", "--check", "."]],
    ["typecheck", "npx", ["tsc", "--noEmit", "-p", "."]],
  ]);
  // Lint and format count as one failed check together; a type error as one, so it can never pass CI.
  if (!linted || !reactChecked || !formatted) stageFailed();
  if (!typed) stageFailed();
  // Some vitest files start the built server.
  await build;
  // Everything on SQLite first; TEST_DATABASE_URL (a PostgreSQL server the tests may create databases on) then
  // runs every backend test file that uses a database again on PostgreSQL, with the fault and first-start tests
  // of the built server.
  await vitestStage("unit and contract tests (SQLite)", [], { TEST_DATABASE_URL: "" });
  if (!process.env.TEST_DATABASE_URL) return;
  const report = await vitestStage("backend tests on PostgreSQL", [...(await databaseTestFiles()), "tests/postgres"]);
  if (report)
    console.log(`=== on PostgreSQL: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests ?? 0} skipped`);
  // Two storefront processes on one PostgreSQL database: sign in on one, order on the other; a file uploaded
  // through one is stored once, in the database. Each process on a free port, beside the main run's server.
  if (await build) await playwrightStage("cross-process end-to-end tests on PostgreSQL", ["-c", "playwright.pg.config.ts"], crossProcessJson);
})();

await Promise.all([endToEnd, checks]);
console.log(`=== the whole run: ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);

console.log(`\n${stageFailures ? `${stageFailures} stage(s) failed outside the test counts\n` : ""}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
