// `npm run db:reset`: deletes the SQLite database in DATA_DIR (default ./data) and creates it again, migrated
// and seeded. Outboxes, uploads and secrets stay. For PostgreSQL (DATABASE_URL) drop the schema by hand.
import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { createBackend } from "../backend/index";

const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
if (process.env.DATABASE_URL) {
  console.error("DATABASE_URL is set: db:reset only recreates the SQLite file. Drop the PostgreSQL schema yourself.");
  process.exit(1);
}
for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(path.join(dataDir, `shop.sqlite${suffix}`), { force: true });
const started = Date.now();
const backend = await createBackend({ dataDir, secret: "db-reset" }, pino({ level: "warn" }));
await backend.close();
console.log(`database recreated and seeded in ${dataDir} (${Date.now() - started} ms)`);
