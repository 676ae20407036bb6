// `npm run bench`: a benchmark, not a test. Builds if needed, starts the built server on one core with a fresh
// DATA_DIR (and, for comparison, a bare express with compression + express.static over public/ on the same core),
// loads each with autocannon from another core and prints req/s, the server's CPU time per request and its RSS
// against the targets (decision 0055):
//   our static file and /healthz ≥ 70 % of the bare express's static file;
//   home and section pages from the page cache ≥ 50 % of our static file;
//   a section rendered without the page cache (a visitor with cookies of their own) ≤ 8 ms CPU per request;
//   home SSR req/s ≥ 50 % of the bare route's (/bench/bare: same root and layout, no page loader), uncached;
//   TTFB of / with BACKEND_DELAY_MS=50 ≤ 1.3 × 50 ms + TTFB of / without delay (uncached);
//   first-load JS of / ≤ 95 KB gzip (level 6; every page: `npm run bench:js`);
//   the server's RSS after the load ≤ 300 MB (read from outside, /proc/<pid>/status: now and its peak).
// BENCH_SECONDS (default 10) sets each autocannon run's length; BENCH_CONNECTIONS (default 10) its concurrency.
//
// `npm run bench:pg` (`--pg`) instead compares one storefront process on PostgreSQL with two on the same
// database, the load spread evenly over them: req/s of home and a section. It needs TEST_DATABASE_URL (a server
// it may create a database on, dropped afterwards) or DATABASE_URL (used as it is); nothing is pinned to a core.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { buildIfStale } from "./build-if-stale.mjs";
import { startBuiltServer } from "./built-server.mjs";
import { firstLoadJs } from "./first-load-js.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TTFB_SAMPLES = 40;
const DELAY_MS = 50;
/**
 * What Chrome sends for a page: its user agent (crawlers get the whole document at once, isbot → onAllReady;
 * browsers a stream), its Accept (a document request: no data-answer extras in the root data) and its
 * Accept-Encoding (answers compressed as a shopper gets them, by us and by the bare express alike).
 */
const BROWSER = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br, zstd",
};
const TARGETS = { homeVsBare: 0.5, ttfbFactor: 1.3, firstLoadKb: 95, rssMb: 300, staticVsBare: 0.7, keptVsStatic: 0.5, renderCpuMs: 8 };
/** A cookie of the visitor's own (an empty viewed-goods list): the page is rendered for them, not taken from the page cache. */
const OWN_COOKIE = { cookie: "viewedProducts=%5B%5D" };

const hasTaskset = spawnSync("taskset", ["--version"]).status === 0 && os.cpus().length >= 2;
/** The load generator (this process) on the last core; the server gets core 0. */
if (hasTaskset) spawnSync("taskset", ["-cp", String(os.cpus().length - 1), String(process.pid)], { stdio: "ignore" });

function startServer(extraEnv) {
  return startBuiltServer({ extraEnv, core: hasTaskset ? 0 : undefined });
}

/** req/s of `path` on every server in `bases` at once, the connections shared out evenly, after a warm-up. */
async function requestsPerSecond(path, bases, headers = {}) {
  return (await loadRun(path, bases, headers)).perSecond;
}

/**
 * One load run (after a warm-up): req/s summed over the servers, and, when `pid` is given, that server's CPU
 * time (user + system, from /proc) per request answered.
 */
async function loadRun(path, bases, headers = {}, pid = undefined) {
  const run = (duration) =>
    Promise.all(
      bases.map((base) =>
        autocannon({ url: `${base}${path}`, connections: Math.ceil(CONNECTIONS / bases.length), duration, headers: { ...BROWSER, ...headers } }),
      ),
    );
  await run(2); // warm-up (caches, JIT)
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const results = await run(SECONDS);
  const cpu = pid ? cpuMs(pid) - cpuBefore : NaN;
  for (const result of results) {
    if (result.non2xx || result.errors) console.warn(`  ${result.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  const answered = results.reduce((sum, result) => sum + result.requests.total, 0);
  return { perSecond: results.reduce((sum, result) => sum + result.requests.average, 0), cpuMsPerRequest: cpu / answered };
}

/** CPU time a process has used so far (user + system), ms; the kernel counts it in ticks of 1/100 s. */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The bare express of scripts/bench-bare-static.mjs, on the server's core. */
async function startBareExpress() {
  const script = ["scripts/bench-bare-static.mjs"];
  const [command, args] = hasTaskset ? ["taskset", ["-c", "0", process.execPath, ...script]] : [process.execPath, script];
  const child = spawn(command, args, { env: { ...process.env, NODE_ENV: "production" }, stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise((resolve) => child.stdout.once("data", (chunk) => resolve(Number(String(chunk).trim()))));
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => new Promise((resolve) => child.once("exit", resolve).kill()) };
}

/** Median time to the response headers of sequential GETs of a page rendered for the visitor (not kept). */
async function ttfb(url) {
  const samples = [];
  for (let i = 0; i < TTFB_SAMPLES + 5; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { ...BROWSER, ...OWN_COOKIE } });
    const took = performance.now() - started;
    await response.arrayBuffer();
    if (i >= 5) samples.push(took);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
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
// The client entry: a script every page loads (tens of KB, compressed per request like a page).
const asset = html.match(/\/build\/entry\.client-[^"]+\.js/)?.[0] ?? "/favicon.svg";
const section = "/catalog/divany";
const item = html.match(/\/catalog\/[a-z0-9-]+\/[a-z0-9-]+/)?.[0] ?? "/catalog/divany/divan-oslo-seryy";

const bareExpress = await startBareExpress();
const rows = [["bare express: static file", await loadRun(asset, [bareExpress.base], {}, bareExpress.pid)]];
await bareExpress.stop();
const measure = async (label, path, headers) => rows.push([label, await loadRun(path, [plain.base], headers, plain.child.pid)]);
await measure("our static file", asset);
await measure("/healthz", "/healthz");
await measure("home, page cache", "/");
await measure("section, page cache", section);
await measure("item, page cache", item);
await measure("home, rendered", "/", OWN_COOKIE);
await measure("section, rendered", section, OWN_COOKIE);
await measure("item, rendered", item, OWN_COOKIE);
await measure("/bench/bare, rendered", "/bench/bare", OWN_COOKIE);
const ttfbPlain = await ttfb(`${plain.base}/`);
const rss = fs.existsSync(`/proc/${plain.child.pid}/status`) ? residentMb(plain.child.pid) : null;
await plain.stop();

const delayed = await startServer({ BACKEND_DELAY_MS: String(DELAY_MS) });
const ttfbDelayed = await ttfb(`${delayed.base}/`);
await delayed.stop();

const js = firstLoadJs();
const ttfbLimit = TARGETS.ttfbFactor * DELAY_MS + ttfbPlain;
const figure = (label) => rows.find((row) => row[0] === label)[1];
const bareStatic = figure("bare express: static file").perSecond;
const ourStatic = figure("our static file").perSecond;

console.log(`static file: ${asset}; item: ${item}`);
console.log("                              req/s   ÷ bare static   CPU ms/request");
for (const [label, { perSecond, cpuMsPerRequest }] of rows) {
  console.log(
    `  ${label.padEnd(28)}${perSecond.toFixed(0).padStart(6)}   ${pct(perSecond / bareStatic).padStart(8)}       ${cpuMsPerRequest.toFixed(2).padStart(7)}`,
  );
}
console.log(`TTFB of / rendered (median of ${TTFB_SAMPLES})`);
console.log(`  backend delay 0 ms     ${ttfbPlain.toFixed(1)} ms`);
console.log(`  backend delay ${DELAY_MS} ms    ${ttfbDelayed.toFixed(1)} ms`);
if (rss) console.log(`server RSS after the load: ${rss.now.toFixed(0)} MB (peak ${rss.peak.toFixed(0)} MB)`);
console.log("first-load JS, KB gzip (level 6)");
for (const [id, kb] of Object.entries(js).sort((a, b) => b[1] - a[1])) console.log(`  ${id.padEnd(32)} ${kb.toFixed(1)}`);

const verdict = (ok) => (ok ? "met" : "MISSED");
const against = (label, share, target) =>
  console.log(`  ${label.padEnd(34)} ${pct(share).padStart(5)} (target ≥ ${pct(target)})  ${verdict(share >= target)}`);
console.log("\nAgainst the targets:");
against("our static ÷ bare express static", ourStatic / bareStatic, TARGETS.staticVsBare);
against("/healthz ÷ bare express static", figure("/healthz").perSecond / bareStatic, TARGETS.staticVsBare);
against("home, page cache ÷ our static", figure("home, page cache").perSecond / ourStatic, TARGETS.keptVsStatic);
against("section, page cache ÷ our static", figure("section, page cache").perSecond / ourStatic, TARGETS.keptVsStatic);
const renderCpu = figure("section, rendered").cpuMsPerRequest;
console.log(
  `  section rendered, CPU per request  ${renderCpu.toFixed(2)} ms (target ≤ ${TARGETS.renderCpuMs} ms)  ${verdict(renderCpu <= TARGETS.renderCpuMs)}`,
);
against("home rendered ÷ /bench/bare", figure("home, rendered").perSecond / figure("/bench/bare, rendered").perSecond, TARGETS.homeVsBare);
console.log(
  `  TTFB with ${DELAY_MS} ms delay   ${ttfbDelayed.toFixed(1)} ms ≤ ${ttfbLimit.toFixed(1)} ms (${pct(ttfbDelayed / ttfbLimit)} of the limit)  ${verdict(ttfbDelayed <= ttfbLimit)}`,
);
const homeJs = js["routes/_index"];
if (homeJs !== undefined)
  console.log(`  first-load JS of /     ${homeJs.toFixed(1)} KB ≤ ${TARGETS.firstLoadKb} KB  ${verdict(homeJs <= TARGETS.firstLoadKb)}`);
if (rss) console.log(`  server RSS, peak       ${rss.peak.toFixed(0)} MB ≤ ${TARGETS.rssMb} MB  ${verdict(rss.peak <= TARGETS.rssMb)}`);
