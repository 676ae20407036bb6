// `npm run db:reset`: empties the database and creates it again, migrated and (unless SEED=none) seeded.
// SQLite: deletes the file in DATA_DIR (default ./data). PostgreSQL (DATABASE_URL): drops and recreates the
// `public` schema. Outboxes, uploads and secrets stay.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { dataDir, databaseUrl, describeTarget, migrateAndSeed } from "./db-target";

if (databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("drop schema if exists public cascade; create schema public");
  await client.end();
} else {
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(path.join(dataDir, `shop.sqlite${suffix}`), { force: true });
}
const ms = await migrateAndSeed();
console.log(`database recreated: ${describeTarget()} (${ms} ms)`);
