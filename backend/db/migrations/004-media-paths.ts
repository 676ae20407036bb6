import { sql, type Kysely } from "kysely";

/**
 * Seeded pictures moved from `/api/media/…` to `/media/…`, a path crawlers may fetch (robots.txt closes /api/).
 * Rewrites the stored image paths of a database seeded before; `/api/media/…` keeps answering for old links.
 * Plain REPLACE runs the same on SQLite and PostgreSQL.
 */
const COLUMNS: Array<[table: string, column: string]> = [
  ["settings", "value"],
  ["goods", "images"],
  ["ideas", "image"],
  ["ideas", "gallery"],
  ["news", "image"],
  ["portfolio", "image"],
  ["portfolio", "gallery"],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = REPLACE(${sql.ref(column)}, '"/api/media/', '"/media/')`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = REPLACE(${sql.ref(column)}, '"/media/', '"/api/media/')`.execute(db);
  }
}
