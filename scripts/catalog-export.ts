// `npm run catalog:export -- <file.csv>`: every good of the shop's database as a spreadsheet (UTF-8 with BOM,
// `;`, CRLF, Russian headers) that `catalog:import` reads back. The YML feed is served at /yml.xml.
import fs from "node:fs";
import pino from "pino";
import { createBackend } from "../backend/index";
import { exportGoodsCsv } from "../backend/services/csv-goods";
import { dataDir, databaseUrl } from "./db-target";

const target = process.argv[2];
if (!target) {
  console.error("usage: npm run catalog:export -- <file.csv>");
  process.exit(2);
}
const backend = await createBackend({ dataDir, databaseUrl, secret: "catalog-export", seed: false }, pino({ level: "warn" }));
try {
  fs.writeFileSync(target, await exportGoodsCsv(backend.db));
  console.log(`записано: ${target}`);
} finally {
  await backend.close();
}
