// `npm run bench:js`: the first-load JavaScript of every storefront page (a route with a component, outside the
// back office), KB gzip as `scripts/first-load-js.mjs` counts it, against the budgets: ≤ 100 KB a page, `/` ≤ 95 KB.
// Builds if needed. `npm run bench:js -- routes/catalog.$` lists the files of one route instead, with the app's
// sources in each when the build has source maps (`npx remix build --sourcemap`).
import fs from "node:fs";
import { buildIfStale } from "./build-if-stale.mjs";
import { firstLoadFiles, firstLoadJs, gzipBytes, readManifest } from "./first-load-js.mjs";

const BUDGET_KB = 100;
const HOME_BUDGET_KB = 95;
const HOME = "routes/_index";

/** The route's source file, found by its id (`routes/catalog.$` → app/routes/catalog.$.tsx). */
function routeSource(routeId) {
  for (const ext of [".tsx", ".ts", "/route.tsx"]) {
    const file = `app/${routeId}${ext}`;
    if (fs.existsSync(file)) return fs.readFileSync(file, "utf8");
  }
  return "";
}

const isStorefrontPage = (routeId) => !routeId.startsWith("routes/admin") && /export default/.test(routeSource(routeId));

/** The app's own sources a built file holds, read from its source map. */
function appSources(file) {
  const mapFile = `public${file}.map`;
  if (!fs.existsSync(mapFile)) return "";
  const { sources } = JSON.parse(fs.readFileSync(mapFile, "utf8"));
  return sources
    .map((source) =>
      source.includes("node_modules/") ? source.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, "$1") : source.replace(/^(\.\.\/)+/, ""),
    )
    .filter((source, i, all) => all.indexOf(source) === i)
    .join(" ");
}

buildIfStale();
const routeId = process.argv[2];
if (routeId) {
  const files = firstLoadFiles(readManifest(), routeId);
  let total = 0;
  for (const file of files) {
    const kb = gzipBytes(file) / 1024;
    total += kb;
    console.log(`${kb.toFixed(2).padStart(7)}  ${file}  ${appSources(file)}`);
  }
  console.log(`${total.toFixed(1).padStart(7)}  KB gzip in all, ${files.length} files`);
} else {
  const sizes = Object.entries(firstLoadJs()).filter(([id]) => isStorefrontPage(id));
  let missed = 0;
  for (const [id, kb] of sizes.sort((a, b) => b[1] - a[1])) {
    const budget = id === HOME ? HOME_BUDGET_KB : BUDGET_KB;
    if (kb > budget) missed += 1;
    console.log(`  ${id.padEnd(32)} ${kb.toFixed(1).padStart(6)} KB  (≤ ${budget})  ${kb <= budget ? "met" : "MISSED"}`);
  }
  console.log(
    `first-load JS, KB gzip (level 6): ${missed === 0 ? "every page within its budget" : `${missed} of ${sizes.length} pages over their budget`}`,
  );
}
