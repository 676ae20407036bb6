// `npm start`: build when there is no build (or sources are newer), then run the server.
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = `${dir}/${entry.name}`;
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const buildFile = "build/index.js";
const built = fs.existsSync(buildFile) ? fs.statSync(buildFile).mtimeMs : 0;
const sources = Math.max(newestMtime("app"), newestMtime("backend"));
if (built < sources) {
  const result = spawnSync("npx", ["remix", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = spawn(process.execPath, ["server.mjs"], { stdio: "inherit", env: { NODE_ENV: "production", ...process.env } });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
