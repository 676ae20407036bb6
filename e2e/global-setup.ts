import { execFileSync } from "node:child_process";

/**
 * Builds `build/admin-create.js`, as `npm run build` does, whatever build the run started from: the back office's
 * specs make their staff with it, the command the runtime image has, in plain JavaScript (about a quarter of the
 * CPU of running the TypeScript through tsx at each of the suite's ~60 calls).
 */
export default function globalSetup(): void {
  execFileSync(process.execPath, ["scripts/build-admin-create.mjs"], { stdio: "inherit" });
}
