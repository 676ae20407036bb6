// `npm test`: lint and format check, type check, vitest, build, Playwright (both projects). Every stage runs even
// when an earlier one failed, so one report covers everything; the last line is `N passed, N failed` for CI.
import { spawnSync } from "node:child_process";
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

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

// Both checks run even when the first fails; together they count as one failed check.
const linted = run("lint", "npx", ["eslint", "."]);
const formatted = run("format check", "npx", ["prettier", "--check", "."]);
if (!linted || !formatted) {
  stageFailures++;
  failed++;
}

if (!run("typecheck", "npx", ["tsc", "--noEmit", "-p", "."])) {
  stageFailures++;
  failed++; // counted as one failed check, so a type error can never pass CI
}

const vitestOk = run("unit and contract tests", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${vitestJson}`]);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
}
if (!vitestOk && !(vitest?.numFailedTests > 0)) {
  stageFailures++;
  failed++;
}

const built = run("build", "npx", ["remix", "build"]);
if (!built) {
  stageFailures++;
  failed++;
} else {
  // The e2e run's database, outboxes and traces: removed after a green run, kept to look into after a red one.
  const e2eDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));
  const e2eOk = run("end-to-end tests", "npx", ["playwright", "test"], { PW_JSON_REPORT: playwrightJson, E2E_DATA_DIR: e2eDataDir });
  if (e2eOk) for (const dir of [e2eDataDir, `${e2eDataDir}-results`]) fs.rmSync(dir, { recursive: true, force: true });
  else console.log(`=== end-to-end data and traces kept in ${e2eDataDir} and ${e2eDataDir}-results`);
  const report = readJson(playwrightJson);
  const stats = report?.stats;
  if (stats) {
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
  }
  if (!e2eOk && !(stats?.unexpected > 0)) {
    stageFailures++;
    failed++;
  }
}

console.log(`\n${stageFailures ? `${stageFailures} stage(s) failed outside the test counts\n` : ""}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
