import fs from "node:fs";
import path from "node:path";
import Sqlite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";

/** Opens the database: PostgreSQL when a URL is given, otherwise SQLite (WAL) in dataDir. */
export function openDatabase(dataDir: string, databaseUrl?: string): { db: Kysely<Database>; dialect: Dialect } {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres" };
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new Sqlite(path.join(dataDir, "shop.sqlite"));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: "sqlite" };
}
