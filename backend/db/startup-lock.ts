import fs from "node:fs";
import path from "node:path";
import Sqlite from "better-sqlite3";
import pg from "pg";
import { DB_STARTUP_LOCK_WAIT_MS } from "../config";
import { postgresClientConfig } from "./connection";

/** Any fixed 64-bit number: the PostgreSQL advisory lock all processes of this shop take to migrate and seed. */
const ADVISORY_LOCK_KEY = "7230315505420261124";

/**
 * Runs `work` (migrations and the first seed) while no other process of the shop does the same on this
 * database, so two containers starting together on an empty database cannot both create tables or insert the
 * seed rows. The lock is held by a connection (PostgreSQL: a session advisory lock on its own connection;
 * SQLite: a write transaction on a lock file beside the database), so a process that dies holding it frees it.
 */
export async function withStartupLock<T>(target: { databaseUrl?: string; dataDir: string }, work: () => Promise<T>): Promise<T> {
  return target.databaseUrl ? withAdvisoryLock(target.databaseUrl, work) : withFileLock(target.dataDir, work);
}

async function withAdvisoryLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({
    ...postgresClientConfig(databaseUrl),
    statement_timeout: DB_STARTUP_LOCK_WAIT_MS,
    query_timeout: DB_STARTUP_LOCK_WAIT_MS + 5_000,
  });
  client.on("error", () => {}); // a dropped lock connection frees the lock; `work` then fails or finishes on its own
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1::bigint)", [ADVISORY_LOCK_KEY]);
    return await work();
  } finally {
    await client.end().catch(() => {}); // ending the session releases the lock
  }
}

async function withFileLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = new Sqlite(path.join(dataDir, "startup.lock"));
  try {
    lock.pragma(`busy_timeout = ${DB_STARTUP_LOCK_WAIT_MS}`);
    lock.exec("begin immediate");
    try {
      return await work();
    } finally {
      lock.exec("rollback");
    }
  } finally {
    lock.close();
  }
}
