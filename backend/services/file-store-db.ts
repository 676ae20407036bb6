import { Readable } from "node:stream";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { sha256Hex, type FileStore } from "./file-store";

/**
 * The default file store: the `stored_files` table, so every process on the shop's database sees every file and
 * a database backup includes them. Uploads are at most 10 000 KB in all per request, well within a row.
 */
export function databaseFileStore(db: Kysely<Database>): FileStore {
  async function get(key: string): Promise<Buffer | null> {
    const row = await db.selectFrom("stored_files").select("bytes").where("key", "=", key).executeTakeFirst();
    return row ? Buffer.from(row.bytes) : null;
  }
  return {
    async put(key, bytes, meta) {
      await db
        .insertInto("stored_files")
        .values({
          key,
          bytes,
          size: bytes.length,
          kind: meta.kind,
          sha256: sha256Hex(bytes),
          original_name: meta.originalName,
          created_at: meta.createdAt,
        })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
    },
    get,
    async stream(key) {
      const bytes = await get(key);
      return bytes && Readable.from([bytes]);
    },
    async delete(key) {
      await db.deleteFrom("stored_files").where("key", "=", key).execute();
    },
    async exists(key) {
      return (await db.selectFrom("stored_files").select("key").where("key", "=", key).executeTakeFirst()) !== undefined;
    },
    inTransaction: (trx) => databaseFileStore(trx),
  };
}
