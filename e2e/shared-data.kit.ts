import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The shop data every page shows, which tests change and put back: the common settings, the demo's deliveries (their services and calendar too). */
export type SharedData = "common-settings" | "demo-deliveries";

const POLL_MS = 100;
/** A lock older than a test's longest run was left by a test its worker stopped mid-way. */
const STALE_MS = 60_000;

/**
 * Runs `body` while no other test changes `data`. Tests run in parallel in both projects, and a test that edits
 * data every page shows would otherwise see another test's edit instead of its own, or put its "before" back over
 * the other's change. The lock is a folder in the run's data folder (mkdir is atomic across workers).
 */
export async function withSharedData<T>(data: SharedData, body: () => Promise<T>): Promise<T> {
  const lock = path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), `lock-${data}`);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  try {
    return await body();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
