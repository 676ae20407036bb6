// `npm start`: build when there is no build (or sources are newer), then run the server.
import { spawn } from "node:child_process";
import { buildIfStale } from "./build-if-stale.mjs";
import { serverNodeOptions } from "./server-node-options.mjs";

buildIfStale();
const server = spawn(process.execPath, ["server.mjs"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env, NODE_OPTIONS: serverNodeOptions() },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
