import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import fs from "node:fs";
import path from "node:path";

/**
 * The PostgreSQL tests run only when TEST_DATABASE_URL names a server they may create databases on, against the
 * built server (`npx remix build` first).
 */
export const postgresTestsEnabled = Boolean(process.env.TEST_DATABASE_URL);

export function requireBuild(): void {
  if (!fs.existsSync(path.resolve("build/index.js"))) throw new Error("build/index.js is missing: run `npx remix build` first");
}

const script = path.resolve("scripts/pg-cluster.sh");

/** A cluster of the test's own (scripts/pg-cluster.sh), so it may restart it; null without PostgreSQL binaries. */
export function startOwnCluster(): {
  url: string;
  dir: string;
  restart(): Promise<unknown>;
  down(): Promise<unknown>;
  up(): Promise<unknown>;
  stop(): void;
} | null {
  let out: string;
  try {
    out = execFileSync("bash", [script, "start"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch {
    return null;
  }
  const url = /TEST_DATABASE_URL=(\S+)/.exec(out)?.[1];
  const dir = /TEST_PG_CLUSTER=(\S+)/.exec(out)?.[1];
  if (!url || !dir) throw new Error(`pg-cluster.sh said: ${out}`);
  return {
    url,
    dir,
    // Asynchronous, so the test's own load keeps running while PostgreSQL is down.
    restart: () => promisify(execFile)("bash", [script, "restart", dir]),
    down: () => promisify(execFile)("bash", [script, "down", dir]),
    up: () => promisify(execFile)("bash", [script, "up", dir]),
    stop: () => execFileSync("bash", [script, "stop", dir], { stdio: "inherit" }),
  };
}
