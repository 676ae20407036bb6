// `npm run bench:import`: a benchmark, not a test. Generates 20 000 goods (BENCH_GOODS) as a YML feed and as
// CommerceML (import.xml + offers.xml), imports each into an empty shop in a fresh process and reports the
// seconds and the process's peak RSS, on SQLite and, with TEST_DATABASE_URL, on a fresh PostgreSQL database.
// Targets: ≤ 60 s and ≤ 400 MB per import.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { createTestDataStore } from "../../backend/db/test-database";
import { createBackend } from "../../backend/index";
import { importFromSource } from "../../backend/services/catalog-exchange";
import { commerceMlImport, commerceMlOffers, ymlFeed } from "./feeds";

const GOODS = Number(process.env.BENCH_GOODS ?? 20_000);
const TARGET_S = 60;
const TARGET_MB = 400;

type Run = { seconds: number; rssMb: number; created: number; updated: number };

if (process.argv[2] === "--run") {
  // The measured process: one import (CommerceML: both files, one after the other).
  const [dataDir, url, ...files] = process.argv.slice(3);
  const backend = await createBackend({ dataDir, databaseUrl: url === "-" ? undefined : url, secret: "bench", seed: false }, pino({ level: "warn" }));
  const started = performance.now();
  const totals = { created: 0, updated: 0 };
  for (const source of files) {
    const result = await importFromSource(backend.db, pino({ level: "warn" }), { source });
    if (result.status !== "done") throw new Error(`${source}: ${result.message}`);
    totals.created += result.counters.created;
    totals.updated += result.counters.updated;
  }
  const run: Run = { seconds: (performance.now() - started) / 1000, rssMb: process.resourceUsage().maxRSS / 1024, ...totals };
  await backend.close();
  process.stdout.write(`${JSON.stringify(run)}\n`);
  process.exit(0);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-"));
function write(name: string, lines: Iterable<string>): string {
  const file = path.join(dir, name);
  const fd = fs.openSync(file, "w");
  for (const line of lines) fs.writeSync(fd, line);
  fs.closeSync(fd);
  return file;
}
const feeds: Record<string, string[]> = {
  YML: [write("feed.yml.xml", ymlFeed(GOODS))],
  CommerceML: [write("import.xml", commerceMlImport(GOODS)), write("offers.xml", commerceMlOffers(1, GOODS))],
};
const sizeMb = (files: string[]) => files.reduce((sum, f) => sum + fs.statSync(f).size, 0) / 1024 / 1024;

const databases = [{ name: "SQLite", postgres: false }, ...(process.env.TEST_DATABASE_URL ? [{ name: "PostgreSQL", postgres: true }] : [])];
console.log(`importing ${GOODS} goods into an empty shop; load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`);
let failed = false;
for (const database of databases) {
  for (const [format, files] of Object.entries(feeds)) {
    const store = database.postgres
      ? await createTestDataStore("bench-import")
      : { dataDir: fs.mkdtempSync(path.join(dir, "shop-")), databaseUrl: undefined, remove: async () => undefined };
    try {
      const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1], "--run", store.dataDir, store.databaseUrl ?? "-", ...files], {
        encoding: "utf8",
      });
      if (child.status !== 0) throw new Error(child.stderr);
      const run = JSON.parse(child.stdout.trim().split("\n").at(-1)!) as Run;
      const ok = run.seconds <= TARGET_S && run.rssMb <= TARGET_MB && run.created === GOODS;
      failed ||= !ok;
      console.log(
        `${database.name.padEnd(10)} ${format.padEnd(10)} ${sizeMb(files).toFixed(1).padStart(5)} MB  ${run.seconds.toFixed(1).padStart(5)} s  peak RSS ${run.rssMb.toFixed(0).padStart(4)} MB  created ${run.created}, updated ${run.updated}  ${ok ? "ok" : "OVER TARGET"}`,
      );
    } finally {
      await store.remove();
    }
  }
}
fs.rmSync(dir, { recursive: true, force: true });
if (failed) process.exitCode = 1;
