import fs from "node:fs";
import path from "node:path";
import Sqlite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Logger } from "pino";
import { DB_CONNECT_TIMEOUT_MS, DB_POOL_SIZE, DB_STATEMENT_TIMEOUT_MS } from "../config";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";

/** The SQLite file inside the data folder. */
export const sqliteFile = (dataDir: string) => path.join(dataDir, "shop.sqlite");

/**
 * Connection settings every PostgreSQL connection of the shop uses: a statement the server runs longer than
 * DB_STATEMENT_TIMEOUT_MS is cancelled by the server, and the client gives up on an answer a little later (a
 * network partition never answers at all), so one slow query cannot hold a request forever.
 */
export function postgresClientConfig(connectionString: string): pg.ClientConfig {
  return {
    connectionString,
    connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
    statement_timeout: DB_STATEMENT_TIMEOUT_MS,
    query_timeout: DB_STATEMENT_TIMEOUT_MS + DB_CONNECT_TIMEOUT_MS,
    keepAlive: true,
    types: { getTypeParser: shopTypeParser },
  };
}

const INT8_OID = 20;

/**
 * bigint columns (money in kopecks, times in ms) and counts read back as numbers, as SQLite gives them: every
 * value the shop stores in them stays far below 2^53.
 */
const shopTypeParser = ((oid: number, format?: "text" | "binary") =>
  oid === INT8_OID && format !== "binary" ? Number : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"];

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise SQLite (WAL) in dataDir.
 *
 * PostgreSQL may drop any pooled connection (an administrator's pg_terminate_backend, a restart, a failover, a
 * pooler's idle timeout). The connection (and, when idle, the pool) then emits 'error'; without a listener Node
 * ends the process. The listeners only log: the pool discards that connection (at once when idle, on release
 * when a request held it) and opens a new one on the next query, so the process reconnects by itself and only
 * the queries running at that moment fail.
 */
export function openDatabase(dataDir: string, databaseUrl: string | undefined, log: Logger): { db: Kysely<Database>; dialect: Dialect } {
  if (databaseUrl) {
    const pool = new pg.Pool({ ...postgresClientConfig(databaseUrl), max: DB_POOL_SIZE });
    // Every connection gets a listener of its own: the pool listens only to the idle ones, and a connection
    // dropped while a request holds it (between two statements) would otherwise end the process just the same.
    pool.on("connect", (client) =>
      client.on("error", (err) =>
        log.warn(
          { err: { message: err.message, code: (err as { code?: string }).code } },
          "database connection lost; the pool opens a new one on next use",
        ),
      ),
    );
    pool.on("error", () => {}); // the same error, already logged by the connection's own listener
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres" };
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new Sqlite(sqliteFile(dataDir));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: "sqlite" };
}
