import fs from "node:fs";
import path from "node:path";

/**
 * The files under `dir` by the URL path that names them below its mount point (`/_shared/chunk-X.js`), read once
 * (server.mjs lists `public/` and `public/build` at start, so no request ever looks a path up on disk).
 */
export function filesByUrlPath(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!fs.existsSync(dir)) return files;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(`/${path.relative(dir, file).split(path.sep).join("/")}`, file);
  }
  return files;
}
