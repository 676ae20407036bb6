import fs from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema";
import type { FileStore } from "./file-store";
import type { FileKind } from "./file-types";

/** Rows looked up per query while moving (far below any database's limit on bound parameters). */
const LOOKUP_BATCH = 500;

/**
 * Moves the files earlier versions kept in the uploads folder into the file store, at start: each file a
 * `request_files` row names is stored under the same key (unless the store has it already) and then removed
 * from the disk. Running it again, or in two processes over one folder, does the same work at most once per
 * file. A file no row names (left behind by a crash mid-request) is left where it is and counted in the log.
 */
export async function moveDiskUploads(db: Kysely<Database>, store: FileStore, uploadsDir: string, log: Logger): Promise<void> {
  const names = await fs.readdir(uploadsDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  if (names.length === 0) return;
  let moved = 0;
  let unknown = 0;
  for (let at = 0; at < names.length; at += LOOKUP_BATCH) {
    const batch = names.slice(at, at + LOOKUP_BATCH);
    const rows = await db
      .selectFrom("request_files")
      .select(["stored_name", "kind", "original_name", "created_at"])
      .where("stored_name", "in", batch)
      .execute();
    const byName = new Map(rows.map((row) => [row.stored_name, row]));
    for (const name of batch) {
      const row = byName.get(name);
      if (!row) {
        unknown++;
        continue;
      }
      const file = path.join(uploadsDir, name);
      if (!(await store.exists(name))) {
        await store.put(name, await fs.readFile(file), { kind: row.kind as FileKind, originalName: row.original_name, createdAt: row.created_at });
      }
      await fs.rm(file, { force: true });
      moved++;
    }
  }
  log.info({ moved, unknown, uploadsDir }, "uploaded files moved from the disk into the file store");
}
