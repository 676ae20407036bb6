// Builds the app when there is no build yet or a source is newer than it (used by `npm start` and `npm run bench`).
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const SOURCES = ["app", "backend", "remix.config.js", "package.json"];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(`${target}/${entry}`));
  return newest;
}

/** Runs `remix build` when build/index.js is missing or older than the sources; exits the process if it fails. */
export function buildIfStale() {
  const buildFile = "build/index.js";
  const built = fs.existsSync(buildFile) ? fs.statSync(buildFile).mtimeMs : 0;
  if (built >= Math.max(...SOURCES.map(newestMtime))) return;
  console.log("Building the app (no build yet, or sources changed)…");
  const result = spawnSync("npx", ["remix", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
