// `npm run bench`: a benchmark, not a test. Builds if needed, starts the built server on one
// core with a fresh DATA_DIR, loads it with autocannon from another core and prints the figures and their
// ratios to the targets:
//   home SSR req/s ≥ 50 % of the bare route's (/bench/bare: same root and layout, no page loader);
//   TTFB of / with BACKEND_DELAY_MS=50 ≤ 1.3 × 50 ms + TTFB of / without delay;
//   first-load JS of / ≤ 110 KB gzip;
//   the server's RSS after the load ≤ 300 MB (read from outside, /proc/<pid>/status: now and its peak).
// BENCH_SECONDS (default 10) sets each autocannon run's length; BENCH_CONNECTIONS (default 10) its concurrency.
//
// `npm run bench:pg` (`--pg`) instead compares one storefront process on PostgreSQL with two on the same
// database, the load spread evenly over them: req/s of home and a section. It needs TEST_DATABASE_URL (a server
// it may create a database on, dropped afterwards) or DATABASE_URL (used as it is); nothing is pinned to a core.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";
import { buildIfStale } from "./build-if-stale.mjs";
import { startBuiltServer } from "./built-server.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TTFB_SAMPLES = 40;
const DELAY_MS = 50;
/** A browser's user agent: crawlers get the whole document at once (isbot → onAllReady), browsers a stream. */
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36" };
const TARGETS = { homeVsBare: 0.5, ttfbFactor: 1.3, firstLoadKb: 110, rssMb: 300 };

const hasTaskset = spawnSync("taskset", ["--version"]).status === 0 && os.cpus().length >= 2;
/** The load generator (this process) on the last core; the server gets core 0. */
if (hasTaskset) spawnSync("taskset", ["-cp", String(os.cpus().length - 1), String(process.pid)], { stdio: "ignore" });

function startServer(extraEnv) {
  return startBuiltServer({ extraEnv, core: hasTaskset ? 0 : undefined });
}

/** req/s of `path` on every server in `bases` at once, the connections shared out evenly, after a warm-up. */
async function requestsPerSecond(path, bases) {
  const run = (duration) =>
    Promise.all(
      bases.map((base) => autocannon({ url: `${base}${path}`, connections: Math.ceil(CONNECTIONS / bases.length), duration, headers: BROWSER })),
    );
  await run(2); // warm-up (caches, JIT)
  const results = await run(SECONDS);
  for (const result of results) {
    if (result.non2xx || result.errors) console.warn(`  ${result.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return results.reduce((sum, result) => sum + result.requests.average, 0);
}

/** Median time to the response headers of sequential GETs. */
async function ttfb(url) {
  const samples = [];
  for (let i = 0; i < TTFB_SAMPLES + 5; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: BROWSER });
    const took = performance.now() - started;
    await response.arrayBuffer();
    if (i >= 5) samples.push(took);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

/** The browser manifest of the current build. */
function readManifest() {
  const manifestUrl = fs.readFileSync("build/index.js", "utf8").match(/\/build\/manifest-[A-Za-z0-9]+\.js/)?.[0];
  const source = fs.readFileSync(`public${manifestUrl}`, "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
}

/** gzip KB of the JavaScript a first visit to each route loads: entry, root and the route chain with imports. */
function firstLoadJs() {
  const manifest = readManifest();
  const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join("public", file)), { level: 9 }).length;
  const sizes = {};
  for (const route of Object.values(manifest.routes)) {
    if (route.id === "root") continue;
    const files = new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports]);
    for (let r = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) {
      files.add(r.module);
      for (const file of r.imports ?? []) files.add(file);
    }
    sizes[route.id] = [...files].filter(Boolean).reduce((sum, file) => sum + gz(file), 0) / 1024;
  }
  return sizes;
}

/** Resident memory of a process in MB, as the kernel counts it: now (VmRSS) and its peak so far (VmHWM). */
function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const mb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024;
  return { now: mb("VmRSS"), peak: mb("VmHWM") };
}

const pct = (value) => `${(value * 100).toFixed(0)} %`;

/** One storefront process on PostgreSQL, then two on the same database: req/s of home and a section. */
async function comparePostgresProcesses() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl = process.env.DATABASE_URL;
  const database = `bench_${process.pid}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  if (!databaseUrl) {
    if (!adminUrl) throw new Error("bench --pg needs TEST_DATABASE_URL or DATABASE_URL");
    await admin(`create database ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const section = "/catalog/divany";
  console.log(`${SECONDS} s × ${CONNECTIONS} connections per run (shared by the processes), ${os.cpus().length} cores, not pinned.\n`);
  const rows = [];
  try {
    for (const processes of [1, 2]) {
      // One after the other: the first migrates and seeds, so the figures never include a start.
      const servers = [];
      for (let i = 0; i < processes; i++) servers.push(await startBuiltServer({ extraEnv: { DATABASE_URL: databaseUrl, BACKEND_DELAY_MS: "0" } }));
      const bases = servers.map((server) => server.base);
      rows.push({ processes, home: await requestsPerSecond("/", bases), section: await requestsPerSecond(section, bases) });
      for (const server of servers) await server.stop();
    }
  } finally {
    if (!process.env.DATABASE_URL) await admin(`drop database if exists ${database} with (force)`);
  }
  console.log(`req/s on PostgreSQL   /        ${section}`);
  for (const row of rows)
    console.log(
      `  ${row.processes} process${row.processes > 1 ? "es" : "  "}         ${row.home.toFixed(0).padStart(4)}     ${row.section.toFixed(0).padStart(4)}`,
    );
  console.log(`  two ÷ one           ${(rows[1].home / rows[0].home).toFixed(2)}×    ${(rows[1].section / rows[0].section).toFixed(2)}×`);
}

buildIfStale();
if (process.argv.includes("--pg")) {
  await comparePostgresProcesses();
  process.exit(0);
}
console.log(
  `Server on core 0, load from core ${os.cpus().length - 1}${hasTaskset ? "" : " (taskset missing: not pinned)"}; ${SECONDS} s × ${CONNECTIONS} connections per run.\n`,
);

const plain = await startServer({ BACKEND_DELAY_MS: "0" });
const html = await (await fetch(`${plain.base}/`)).text();
const asset = html.match(/\/build\/[^"]+\.js/)?.[0] ?? "/favicon.svg";
const home = await requestsPerSecond("/", [plain.base]);
const bare = await requestsPerSecond("/bench/bare", [plain.base]);
const staticFile = await requestsPerSecond(asset, [plain.base]);
const ttfbPlain = await ttfb(`${plain.base}/`);
const rss = fs.existsSync(`/proc/${plain.child.pid}/status`) ? residentMb(plain.child.pid) : null;
await plain.stop();

const delayed = await startServer({ BACKEND_DELAY_MS: String(DELAY_MS) });
const ttfbDelayed = await ttfb(`${delayed.base}/`);
await delayed.stop();

const js = firstLoadJs();
const ttfbLimit = TARGETS.ttfbFactor * DELAY_MS + ttfbPlain;

console.log("req/s");
console.log(`  /              ${home.toFixed(0)}`);
console.log(`  /bench/bare    ${bare.toFixed(0)}`);
console.log(`  ${asset}  ${staticFile.toFixed(0)}`);
console.log(`TTFB of / (median of ${TTFB_SAMPLES})`);
console.log(`  backend delay 0 ms     ${ttfbPlain.toFixed(1)} ms`);
console.log(`  backend delay ${DELAY_MS} ms    ${ttfbDelayed.toFixed(1)} ms`);
if (rss) console.log(`server RSS after the load: ${rss.now.toFixed(0)} MB (peak ${rss.peak.toFixed(0)} MB)`);
console.log("first-load JS, KB gzip");
for (const [id, kb] of Object.entries(js).sort((a, b) => b[1] - a[1])) console.log(`  ${id.padEnd(32)} ${kb.toFixed(1)}`);

const homeJs = js["routes/_index"];
console.log("\nAgainst the targets of issue 4:");
console.log(
  `  home ÷ bare req/s      ${pct(home / bare)} (target ≥ ${pct(TARGETS.homeVsBare)})  ${home / bare >= TARGETS.homeVsBare ? "met" : "MISSED"}`,
);
console.log(
  `  TTFB with ${DELAY_MS} ms delay   ${ttfbDelayed.toFixed(1)} ms ≤ ${ttfbLimit.toFixed(1)} ms (${pct(ttfbDelayed / ttfbLimit)} of the limit)  ${ttfbDelayed <= ttfbLimit ? "met" : "MISSED"}`,
);
if (homeJs !== undefined) {
  console.log(
    `  first-load JS of /     ${homeJs.toFixed(1)} KB ≤ ${TARGETS.firstLoadKb} KB (${pct(homeJs / TARGETS.firstLoadKb)})  ${homeJs <= TARGETS.firstLoadKb ? "met" : "MISSED"}`,
  );
}
if (rss) {
  console.log(`  server RSS, peak       ${rss.peak.toFixed(0)} MB ≤ ${TARGETS.rssMb} MB  ${rss.peak <= TARGETS.rssMb ? "met" : "MISSED"}`);
}
console.log(`  static asset ÷ home    ${(staticFile / home).toFixed(1)}×`);
