import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * Where a backend test file keeps its data: a fresh temp folder and, with `TEST_DATABASE_URL` (a PostgreSQL
 * server the tests may create databases on), a fresh empty database of its own there, so every test file runs
 * on SQLite by default and on PostgreSQL too, files in parallel without sharing rows; without it the database
 * is SQLite in the temp folder.
 */
export interface TestDataStore {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Removes the folder and drops the database (after the backend closed its pool). */
  remove(): Promise<void>;
}

export async function createTestDataStore(prefix: string): Promise<TestDataStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const databaseUrl = await createPostgresDatabase(path.basename(dataDir));
  return {
    dataDir,
    databaseUrl,
    async remove() {
      if (databaseUrl) await adminQuery(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(name: string): Promise<string | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const database = name.toLowerCase().replace(/[^a-z0-9]/g, "_");
  await adminQuery(`create database ${database}`);
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
