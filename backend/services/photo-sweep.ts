import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../db/schema";
import type { FileStore } from "./file-store";
import { PHOTO_KEY_IN_URL, PHOTO_URL_PREFIX, photoFileKeys } from "./photo-files";

/**
 * Removing photos nothing shows any more. A photo stays in the file store when the good it was uploaded for is
 * refused or deleted, when it is removed from a good, when a section's picture or an imported picture is
 * replaced; the sweep removes such a photo, with every file it has, once it has gone unused for the grace period
 * since it was last uploaded or attached (`photos.created_at`, refreshed then).
 */

/**
 * Every text column a photo can be shown from, by its URL (`/media/photos/<key>-…`): goods' pictures and
 * descriptions, sections' pictures, content items' covers, galleries and rich texts, pages' texts, the shop's
 * settings (the cookie and consent texts) and order lines (an order keeps the picture its good had). `id` orders
 * a table's rows for reading them a page at a time.
 */
const REFERENCES: readonly { table: keyof Database; id: string; columns: readonly string[] }[] = [
  { table: "goods", id: "id", columns: ["images", "description"] },
  { table: "sections", id: "id", columns: ["image"] },
  { table: "ideas", id: "id", columns: ["image", "gallery", "text"] },
  { table: "news", id: "id", columns: ["image", "text"] },
  { table: "portfolio", id: "id", columns: ["image", "gallery", "text"] },
  { table: "pages", id: "id", columns: ["text"] },
  { table: "settings", id: "key", columns: ["value"] },
  { table: "order_items", id: "id", columns: ["image"] },
];

/** Rows read at once while collecting the keys in use. */
const PAGE_ROWS = 500;
/** Photos removed by one sweep at the most (each is one transaction); the next sweep takes the rest. */
const SWEEP_BATCH = 200;

const MENTIONS_A_PHOTO = `%${PHOTO_URL_PREFIX}%`;

/** The keys of every photo some text column shows, read a page at a time. */
async function referencedPhotoKeys(db: Kysely<Database>): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const { table, id, columns } of REFERENCES) {
    for (const column of columns) {
      let after: string | number | null = null;
      for (;;) {
        const rows: { id: string | number; body: string }[] = (
          await sql<{ id: string | number; body: string }>`
            select ${sql.ref(id)} as id, ${sql.ref(column)} as body from ${sql.table(table)}
            where ${sql.ref(column)} like ${MENTIONS_A_PHOTO} ${after === null ? sql`` : sql`and ${sql.ref(id)} > ${after}`}
            order by ${sql.ref(id)} limit ${PAGE_ROWS}`.execute(db)
        ).rows;
        for (const row of rows) for (const match of row.body.matchAll(PHOTO_KEY_IN_URL)) keys.add(match[1]);
        if (rows.length < PAGE_ROWS) break;
        after = rows[rows.length - 1].id;
      }
    }
  }
  return keys;
}

/** True when any text column shows the photo of the `photos` row being looked at. */
const photoReferenced: RawBuilder<boolean> = sql<boolean>`(${sql.join(
  REFERENCES.flatMap(({ table, columns }) =>
    columns.map(
      (column) =>
        sql`exists (select 1 from ${sql.table(table)} where ${sql.ref(`${table}.${column}`)} like ${`%${PHOTO_URL_PREFIX}`} || ${sql.ref("photos.key")} || ${"-%"})`,
    ),
  ),
  sql` or `,
)})`;

/**
 * Removes one photo, its row and every file, if it is still unused and unclaimed since `before` (ISO time). The
 * check and the row's removal are one statement, so a reference written after the sweep chose the photo keeps it;
 * a writer attaching a photo refreshes its `created_at` in its own transaction, which the row lock orders against
 * this one. The files go in the same transaction (with the database store, atomically with the row), so a
 * process storing the same bytes again waits for the row and then makes the photo anew. Answers whether it went.
 */
export async function removeOrphanPhoto(db: Kysely<Database>, files: FileStore, key: string, before: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("photos")
      .where("key", "=", key)
      .where("created_at", "<", before)
      .where(sql<boolean>`not ${photoReferenced}`)
      .returning(["key", "original_key", "widths"])
      .executeTakeFirst();
    if (!row) return false;
    const store = files.inTransaction(trx);
    for (const file of photoFileKeys({ ...row, widths: JSON.parse(row.widths) as number[] })) await store.delete(file);
    return true;
  });
}

/**
 * Removes the photos (the oldest first, at most SWEEP_BATCH) nothing shows and nobody uploaded or attached since
 * `before` (ISO time); answers how many went. Safe to run in several processes at once: a photo another sweep
 * took is simply not found.
 */
export async function sweepOrphanPhotos(db: Kysely<Database>, files: FileStore, before: string): Promise<number> {
  const old = await db.selectFrom("photos").select("key").where("created_at", "<", before).orderBy("created_at").execute();
  if (old.length === 0) return 0;
  const referenced = await referencedPhotoKeys(db);
  let removed = 0;
  for (const { key } of old.filter((photo) => !referenced.has(photo.key)).slice(0, SWEEP_BATCH)) {
    if (await removeOrphanPhoto(db, files, key, before)) removed++;
  }
  return removed;
}
