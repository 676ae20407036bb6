// The database the db:* scripts work on: the same variables the shop reads (DATA_DIR, DATABASE_URL, SEED).
import path from "node:path";
import pino from "pino";
import { createBackend } from "../backend/index";

export const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
export const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
export const seed = (process.env.SEED ?? "demo") !== "none";

/** Migrates the database to the latest schema and, unless SEED=none, seeds an empty one (under the startup lock). */
export async function migrateAndSeed(): Promise<number> {
  const started = Date.now();
  const backend = await createBackend({ dataDir, databaseUrl, secret: "db-script", seed }, pino({ level: "warn" }));
  await backend.close();
  return Date.now() - started;
}

/** Where the database is, for the scripts' last line (the URL without its password). */
export function describeTarget(): string {
  if (!databaseUrl) return `SQLite in ${dataDir}`;
  const url = new URL(databaseUrl);
  url.password = "";
  return `PostgreSQL ${url.toString()}`;
}
