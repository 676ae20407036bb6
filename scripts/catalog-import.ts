// `npm run catalog:import -- <file|url> [--format commerceml|yml|csv] [--dry-run] [--replace] [--publish-sections]
// [--price-type <name>]`: imports a catalogue file into the shop's database (DATA_DIR / DATABASE_URL, as the
// shop) as one job in one transaction, with a progress line on stderr and the result on stdout; exit code 1 when
// the file was refused. `--replace`: a spreadsheet's empty cell clears its field; `--publish-sections`: the
// sections it creates are shown at once (else hidden).
import path from "node:path";
import { parseArgs } from "node:util";
import pino from "pino";
import { createBackend } from "../backend/index";
import type { ExchangeFormat } from "../backend/exchange/records";
import { importFromSource } from "../backend/services/catalog-exchange";
import type { ImportCounters } from "../backend/services/catalog-writer";
import { adoptImportedPictures } from "../backend/services/import-pictures";
import { dataDir, databaseUrl, describeTarget } from "./db-target";

const FORMATS: ExchangeFormat[] = ["commerceml", "yml", "csv"];
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: "string" },
    "dry-run": { type: "boolean" },
    replace: { type: "boolean" },
    "publish-sections": { type: "boolean" },
    "price-type": { type: "string" },
  },
});
const source = positionals[0];
const format = values.format as ExchangeFormat | undefined;
if (!source || (format && !FORMATS.includes(format))) {
  console.error(
    "usage: npm run catalog:import -- <file|url> [--format commerceml|yml|csv] [--dry-run] [--replace] [--publish-sections] [--price-type <name>]",
  );
  process.exit(2);
}

const line = (c: ImportCounters) =>
  `обработано ${c.processed}: создано ${c.created}, обновлено ${c.updated}, без изменений ${c.unchanged}, пропущено ${c.skipped}` +
  (c.services ? `, услуг пропущено ${c.services}` : "");
const backend = await createBackend({ dataDir, databaseUrl, secret: "catalog-import", seed: false }, pino({ level: "warn" }));
const started = Date.now();
try {
  const result = await importFromSource(backend.db, pino({ level: "error" }), {
    source,
    format,
    dryRun: values["dry-run"],
    replace: values.replace,
    publishSections: values["publish-sections"],
    priceType: values["price-type"],
    onProgress: (c) => process.stderr.write(`\r${line(c)}`),
  });
  process.stderr.write("\n");
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${describeTarget()}, задание №${result.jobId}${result.dryRun ? " (пробный прогон: ничего не изменено)" : ""}, ${seconds} с`);
  console.log(line(result.counters));
  const marks = { section: "§", created: "+", updated: "~" } as const;
  for (const change of result.changes.slice(0, 50)) {
    const details = [
      change.photosAdded ? `фото +${change.photosAdded}` : "",
      change.photosRemoved ? `фото −${change.photosRemoved}` : "",
      change.hidden ? "скрыт" : "",
    ].filter(Boolean);
    console.log(`  ${marks[change.action]} ${change.externalId}  ${change.name}${details.length ? `  (${details.join(", ")})` : ""}`);
  }
  if (result.changes.length > 50) console.log(`  … и ещё ${result.changes.length - 50}`);
  for (const error of result.errors.slice(0, 50)) console.log(`  ${error.line === null ? "" : `строка ${error.line}: `}${error.message}`);
  if (result.status === "done" && !result.dryRun) {
    // Pictures through the image pipeline: a feed's URLs, or files beside a CommerceML file (import_files/…).
    const filesDir = /^https?:\/\//i.test(source) ? undefined : path.dirname(path.resolve(source));
    const pictures = await adoptImportedPictures(backend.db, backend.services.photos, pino({ level: "warn" }), { filesDir });
    console.log(`фото: принято ${pictures.adopted}, не получено ${pictures.failed}`);
  }
  if (result.message) {
    console.log(`Отказано: ${result.message}`);
    process.exitCode = 1;
  }
} finally {
  await backend.close();
}
