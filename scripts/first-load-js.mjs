// The JavaScript a first visit to a page loads, as the budget counts it: the manifest, the entry and its imports,
// then each route of the chain (root down to the page's route) with its imports, every file once, each gzipped
// on its own at level 6 (what a compressing server sends). Used by `npm run bench` and `npm run bench:js`.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** The browser manifest of the current build (`remix build` writes its URL into build/index.js). */
export function readManifest() {
  const manifestUrl = fs.readFileSync("build/index.js", "utf8").match(/\/build\/manifest-[A-Za-z0-9]+\.js/)?.[0];
  const source = fs.readFileSync(`public${manifestUrl}`, "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
}

/** The files a first visit to `routeId` loads, in load order, each once. */
export function firstLoadFiles(manifest, routeId) {
  const files = new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports]);
  const chain = [];
  for (let route = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) chain.unshift(route);
  for (const route of chain) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files].filter(Boolean);
}

/** gzip bytes (level 6) of a file under public/. */
export function gzipBytes(file) {
  return zlib.gzipSync(fs.readFileSync(path.join("public", file)), { level: 6 }).length;
}

/** KB gzip of the first-load JavaScript of every route but the root, keyed by route id. */
export function firstLoadJs() {
  const manifest = readManifest();
  const sizes = {};
  for (const route of Object.values(manifest.routes)) {
    if (route.id === "root") continue;
    sizes[route.id] = firstLoadFiles(manifest, route.id).reduce((sum, file) => sum + gzipBytes(file), 0) / 1024;
  }
  return sizes;
}
