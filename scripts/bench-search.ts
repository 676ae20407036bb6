// `npm run bench:search`: a benchmark, not a test. Seeds a temporary backend with about 20 000 goods (in a child
// process) and times search and suggestions straight through `backend.fetch`: p50/p95 of exact words, typos,
// the wrong layout, synonyms, a query that finds nothing («Возможно, вы искали»), and suggestions while typing.
// Targets: search p95 ≤ 30 ms, suggestions p95 ≤ 15 ms (docs/performance.md). On PostgreSQL:
// BENCH_DATABASE_URL=postgres://… (an empty database; `bash scripts/pg-cluster.sh start` makes one).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { createBackend } from "../backend/index";

const MODELS = Number(process.env.BENCH_MODELS ?? 8000); // 1–4 variants each: ≈ 20 000 goods
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const log = pino({ level: "warn" });
const databaseUrl = process.env.BENCH_DATABASE_URL;

const dir = process.argv[2] === "--seed" ? process.argv[3]! : fs.mkdtempSync(path.join(os.tmpdir(), "bench-search-"));
if (process.argv[2] === "--seed") {
  await (await createBackend({ dataDir: dir, secret: "bench", seedGoods: MODELS, databaseUrl }, log)).close();
  process.exit(0);
}
const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, "--seed", dir], { stdio: "inherit" });
if (child.status !== 0) throw new Error("seeding failed");
const backend = await createBackend({ dataDir: dir, secret: "bench", seedGoods: MODELS, databaseUrl }, log);

const searches = ["диван", "кресло серое", "дван", "крсло", "lbdfy", "зелёный диван", "мягкая мебель", "стол дуб", "кирсло", "щщщщщ"];
const typed = ["ди", "дива", "кре", "крсл", "серый ди", "стол ду", "мягкая меб", "lbd"];
const calls: Record<string, (i: number) => string> = {
  search: (i) => `/api/search?search=${encodeURIComponent(searches[i % searches.length]!)}`,
  suggest: (i) => `/api/search/suggest?search=${encodeURIComponent(typed[i % typed.length]!)}`,
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
await (await backend.fetch(new Request("http://bench/api/search?search=x"))).arrayBuffer(); // builds the vocabulary
for (const [name, url] of Object.entries(calls)) {
  for (let i = 0; i < 20; i++) await (await backend.fetch(new Request(`http://bench${url(i)}`))).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const response = await backend.fetch(new Request(`http://bench${url(i)}`));
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(10)} p50 ${percentile(times, 50).toFixed(2)} ms   p95 ${percentile(times, 95).toFixed(2)} ms`);
}
await backend.close();
fs.rmSync(dir, { recursive: true, force: true });
