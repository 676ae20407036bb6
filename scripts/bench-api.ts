// `npm run bench:api`: a benchmark, not a test. Seeds a temporary backend with about 20 000 goods and
// times calls straight through `backend.fetch` (no HTTP): p50/p95 of common, a filtered catalogue page of 24,
// an item, and search; the process RSS after start; and start-up with seeding at the default size.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { createBackend } from "../backend/index";

const MODELS = Number(process.env.BENCH_MODELS ?? 8000); // 1–4 variants each: ≈ 20 000 goods
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const log = pino({ level: "warn" });
const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `bench-api-${name}-`));

// Seeding 20 000 goods leaves garbage behind; a shop restarts on a seeded database, so seed in a child
// process and measure this one opening the result.
const bigDir = process.argv[2] === "--seed" ? process.argv[3] : tmp("big");
if (process.argv[2] === "--seed") {
  await (await createBackend({ dataDir: bigDir, secret: "bench", seedGoods: MODELS }, log)).close();
  process.exit(0);
}
const seedStart = Date.now();
const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1], "--seed", bigDir], { stdio: "inherit" });
if (child.status !== 0) throw new Error("seeding failed");
const seedMs = Date.now() - seedStart;
const backend = await createBackend({ dataDir: bigDir, secret: "bench", seedGoods: MODELS }, log);
const goods = Number(
  (
    await backend.db
      .selectFrom("goods")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
  ).n,
);
const rss = process.memoryUsage().rss / 1024 / 1024;

const smallStart = Date.now();
const small = await createBackend({ dataDir: tmp("small"), secret: "bench" }, log);
const smallMs = Date.now() - smallStart;
await small.close();

const item = await backend.db
  .selectFrom("goods")
  .innerJoin("sections", "sections.id", "goods.section_id")
  .select(["goods.handle", "sections.handle as section"])
  .where("goods.id", "=", 777)
  .executeTakeFirstOrThrow();
const calls: Record<string, (i: number) => string> = {
  common: () => "/api/common",
  "catalog page (filtered, 24)": (i) =>
    `/api/catalog?section_handle=divany&color=grey&color=beige&price_from=50000&width_from=180&sort=price_asc&page=${(i % 5) + 1}&limit=24`,
  item: () => `/api/catalog/detail?section_handle=${item.section}&handle=${item.handle}`,
  search: (i) => `/api/search?search=${encodeURIComponent(["диваны", "кресло серое", "стол дуб", "кровать 160"][i % 4])}`,
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

console.log(`goods: ${goods} (${MODELS} models), seeded in ${seedMs} ms; RSS after start ${rss.toFixed(0)} MB`);
console.log(`start with seeding at the default size (150 models): ${smallMs} ms`);
for (const [name, url] of Object.entries(calls)) {
  for (let i = 0; i < 20; i++) await (await backend.fetch(new Request(`http://bench${url(i)}`))).arrayBuffer(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    const response = await backend.fetch(new Request(`http://bench${url(i)}`));
    await response.arrayBuffer();
    times.push(performance.now() - t);
    if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(30)} p50 ${percentile(times, 50).toFixed(2)} ms   p95 ${percentile(times, 95).toFixed(2)} ms`);
}
console.log(`RSS at the end: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
await backend.close();
