// Starts the built app (server.mjs) on a free port over a fresh, seeded DATA_DIR, for the measuring scripts
// (`npm run bench`, `npm run lighthouse`) and the e2e tests of the server process itself (shutdown, timeouts);
// stop() ends it and removes the data.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** A port nobody listens on right now (the machine is shared). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ extraEnv?: Record<string, string>, core?: number, waitFor?: "healthy" | "answering" }} options `core`
 *   pins the server to one CPU with taskset (the caller checks that taskset exists); `waitFor: "answering"`
 *   returns once /healthz answers at all (a server started against a failing backend never becomes healthy).
 */
export async function startBuiltServer({ extraEnv = {}, core, waitFor = "healthy" } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-measure-"));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    SESSION_SECRET: "bench-secret-0123456789abcdef0123456789abcdef",
    SECURE_COOKIES: "false",
    LOG_LEVEL: "warn",
    ...extraEnv,
  };
  const [command, args] = core === undefined ? [process.execPath, ["server.mjs"]] : ["taskset", ["-c", String(core), process.execPath, "server.mjs"]];
  /** @type {import("node:child_process").ChildProcess} */
  const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "inherit"] });
  const base = `http://127.0.0.1:${port}`;
  let healthStatus = 0;
  for (let ready = false; !ready;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    ready = await fetch(`${base}/healthz`).then(
      (r) => ((healthStatus = r.status), r.ok || waitFor === "answering"),
      () => false,
    );
  }
  return {
    base,
    port,
    child,
    dataDir,
    /** The status of the /healthz answer it waited for (with `waitFor: "answering"`, the very first one). */
    healthStatus,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
