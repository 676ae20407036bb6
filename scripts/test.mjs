// `npm test`: lint and format check, type check and build (at once: each is mostly one core's work), vitest
// (SQLite; then PostgreSQL with TEST_DATABASE_URL), with TEST_DATABASE_URL the cross-process e2e (two storefront
// processes on one PostgreSQL), Playwright (both projects). Every stage runs even when an earlier one failed, so
// one report covers everything; the last line is `N passed, N failed` for CI.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const tmp = path.resolve(".tmp");
fs.mkdirSync(tmp, { recursive: true });
const vitestJson = path.join(tmp, "vitest-report.json");
const playwrightJson = path.join(tmp, "playwright-report.json");
for (const file of [vitestJson, playwrightJson]) fs.rmSync(file, { force: true });

let passed = 0;
let failed = 0;
let stageFailures = 0;

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) console.log(`=== ${name} exited with ${result.status ?? result.signal}`);
  return result.status === 0;
}

/**
 * Runs `stages` ([name, command, args] each) at the same time; each one's output is kept and printed whole when
 * all have ended, in the order given. Answers whether each succeeded.
 */
async function runAtOnce(stages) {
  const started = Date.now();
  const results = await Promise.all(
    stages.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("error", (error) => resolve({ name, command, args, status: String(error), output, seconds: (Date.now() - started) / 1000 }));
          child.on("close", (status, signal) =>
            resolve({ name, command, args, status: status ?? signal, output, seconds: (Date.now() - started) / 1000 }),
          );
        }),
    ),
  );
  for (const { name, command, args, status, output, seconds } of results) {
    console.log(`\n=== ${name}: ${command} ${args.join(" ")} (${seconds.toFixed(0)} s, at once with the others)`);
    process.stdout.write(Buffer.concat(output));
    if (status !== 0) console.log(`=== ${name} exited with ${status}`);
  }
  return results.map(({ status }) => status === 0);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

const [linted, reactChecked, formatted, typed, built] = await runAtOnce([
  ["lint", "npm", ["run", "--silent", "lint"]],
  ["React compiler checks", "npm", ["run", "--silent", "lint:react"]],
  ["format check", "npx", ["prettier", "--check", "."]],
  ["typecheck", "npx", ["tsc", "--noEmit", "-p", "."]],
  ["build", "npx", ["remix", "build"]],
]);
// Lint and format count as one failed check together; a type error as one, so it can never pass CI.
if (!linted || !reactChecked || !formatted) {
  stageFailures++;
  failed++;
}
if (!typed) {
  stageFailures++;
  failed++;
}

/** Runs vitest with `args` and adds its counts (a run that failed without a failed test counts as one). */
function vitestStage(name, args, env) {
  fs.rmSync(vitestJson, { force: true });
  const ok = run(name, "npx", ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile=${vitestJson}`], env);
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

// Everything on SQLite first; TEST_DATABASE_URL (a PostgreSQL server the tests may create databases on) then
// runs every backend test file again on PostgreSQL, with the fault and first-start tests of the built server.
vitestStage("unit and contract tests (SQLite)", [], { TEST_DATABASE_URL: "" });

/** Runs Playwright with `args` on a fresh data folder and adds its counts (a run that failed without a failed test counts as one). */
function playwrightStage(name, args) {
  fs.rmSync(playwrightJson, { force: true });
  // The run's database, outboxes and traces: removed after a green run, kept to look into after a red one.
  const e2eDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));
  const ok = run(name, "npx", ["playwright", "test", ...args], { PW_JSON_REPORT: playwrightJson, E2E_DATA_DIR: e2eDataDir });
  if (ok) for (const dir of [e2eDataDir, `${e2eDataDir}-results`]) fs.rmSync(dir, { recursive: true, force: true });
  else console.log(`=== ${name}: data and traces kept in ${e2eDataDir} and ${e2eDataDir}-results`);
  const stats = readJson(playwrightJson)?.stats;
  if (stats) {
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
  }
  if (!ok && !(stats?.unexpected > 0)) {
    stageFailures++;
    failed++;
  }
}

if (process.env.TEST_DATABASE_URL) {
  const report = vitestStage("backend tests on PostgreSQL", ["backend", "tests/postgres"]);
  if (report)
    console.log(`=== on PostgreSQL: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests ?? 0} skipped`);
  // Two storefront processes on one PostgreSQL database: sign in on one, order on the other; a file uploaded
  // through one is stored once, in the database.
  if (built) playwrightStage("cross-process end-to-end tests on PostgreSQL", ["-c", "playwright.pg.config.ts"]);
}
if (!built) {
  stageFailures++;
  failed++;
} else {
  playwrightStage("end-to-end tests", []);
}

console.log(`\n${stageFailures ? `${stageFailures} stage(s) failed outside the test counts\n` : ""}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
