// `npm run lighthouse`: Lighthouse's mobile audit of the built app, a measurement, not a test.
// Builds if needed, starts the built server over a fresh seeded DATA_DIR and runs Lighthouse LH_RUNS times
// (default 5) on each page of LH_PAGES (default: home, a section, an item), taking turns between the pages,
// then prints every run and the medians. Lighthouse itself comes through npx at a pinned version (it is
// 185 MB, too much for a devDependency every install pays for); Chrome is CHROME_PATH or /usr/bin/chromium.
import { spawnSync } from "node:child_process";
import { buildIfStale } from "./build-if-stale.mjs";
import { startBuiltServer } from "./built-server.mjs";

const LIGHTHOUSE = "lighthouse@12.8.2";
const RUNS = Number(process.env.LH_RUNS ?? 5);
/** `LH_PHOTO_SECTION=1`: seed the section of 24 goods with photos (`npm run catalog:photo-section`) and measure it and a good of it. */
const PHOTO_SECTION = process.env.LH_PHOTO_SECTION === "1";
const DEFAULT_PAGES = PHOTO_SECTION ? "/catalog/foto /catalog/foto/kreslo-s-foto-1" : "/ /catalog/divany /catalog/divany/divan-oslo-seryy";
const PAGES = (process.env.LH_PAGES ?? DEFAULT_PAGES).split(/\s+/).filter(Boolean);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/**
 * `LH_DOCUMENT_ALONE=1`: each page is also audited with the app's scripts refused (Lighthouse's
 * `--blocked-url-patterns`), in turn with the whole page: the score the document alone gets on this machine, which
 * no work on the scripts can beat. Lighthouse's mobile profile multiplies what it observes here by 4, so that floor
 * moves with the host as much as with the page.
 */
const DOCUMENT_ALONE = process.env.LH_DOCUMENT_ALONE === "1";
const APP_SCRIPTS = "*/build/*.js";
/**
 * chrome-launcher, which Lighthouse starts Chrome with, passes `--disable-features=…,RenderDocument`. In
 * Chromium 156 that holds the first frame of the navigated page back by about 1 or 2 s (the renderer asks for
 * no frame until then), on any page, a static one without scripts included; Chrome as users run it has
 * RenderDocument on. A later `--disable-features` replaces the earlier one, so this list keeps the launcher's
 * other opt-outs that matter here and leaves RenderDocument on. docs/decisions/0009-hydration-cost.md has the trace.
 */
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-features=Translate,OptimizationHints,MediaRouter";

function audit(url, { withoutScripts = false } = {}) {
  const blocked = withoutScripts ? [`--blocked-url-patterns=${APP_SCRIPTS}`] : [];
  const result = spawnSync(
    "npx",
    ["--yes", LIGHTHOUSE, url, "--quiet", "--output=json", "--output-path=stdout", ...blocked, `--chrome-flags=${CHROME_FLAGS}`],
    {
      env: { ...process.env, CHROME_PATH },
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr.slice(-2000)}`);
  const report = JSON.parse(result.stdout);
  const score = (category) => Math.round(report.categories[category].score * 100);
  const value = (id) => report.audits[id].numericValue;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    seo: score("seo"),
    bestPractices: score("best-practices"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;

buildIfStale();
const server = await startBuiltServer();
if (PHOTO_SECTION) {
  const seeded = spawnSync("npx", ["tsx", "scripts/seed-photo-section.ts"], { env: { ...process.env, DATA_DIR: server.dataDir }, stdio: "inherit" });
  if (seeded.status !== 0) {
    await server.stop();
    throw new Error("seeding the photo section failed");
  }
}
const audits = PAGES.flatMap((page) => [
  { name: page, page, withoutScripts: false },
  ...(DOCUMENT_ALONE ? [{ name: `${page} (document alone)`, page, withoutScripts: true }] : []),
]);
const runs = new Map(audits.map(({ name }) => [name, []]));
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const { name, page, withoutScripts } of audits) {
      const result = audit(server.base + page, { withoutScripts });
      runs.get(name).push(result);
      console.log(
        `run ${run} ${name}: performance ${result.performance}, TBT ${ms(result.tbt)}, LCP ${ms(result.lcp)}, CLS ${result.cls.toFixed(3)}`,
      );
    }
  }
} finally {
  await server.stop();
}

console.log(`\nLighthouse ${LIGHTHOUSE.split("@")[1]}, mobile, ${RUNS} runs a page, medians:`);
for (const [page, results] of runs) {
  const pick = (key) => results.map((result) => result[key]);
  console.log(
    `${page}: performance ${median(pick("performance"))} (${pick("performance").join(", ")}), ` +
      `accessibility ${Math.min(...pick("accessibility"))}, SEO ${Math.min(...pick("seo"))}, ` +
      `best practices ${Math.min(...pick("bestPractices"))}, ` +
      `FCP ${ms(median(pick("fcp")))}, LCP ${ms(median(pick("lcp")))}, TBT ${ms(median(pick("tbt")))}, CLS ${Math.max(...pick("cls")).toFixed(3)}`,
  );
}
