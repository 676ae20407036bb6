// `npm run bench:onec`: a benchmark, not a test. Generates a 1C exchange of 20 000 goods (BENCH_GOODS) and 40 000
// offers (two characteristics of each good, as УТ 11 sends 2.10: Остатки by warehouse, two price types) and drives
// it through the «Обмен с сайтом» protocol as 1C does: checkauth, init, the zip in file_limit parts, then import of
// import.xml and offers.xml polled until success. Runs in a fresh process per database (SQLite and, with
// TEST_DATABASE_URL, a fresh PostgreSQL database) and reports the wall time and that process's peak RSS.
// Targets: ≤ 60 s and ≤ 300 MB.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { createTestDataStore } from "../../backend/db/test-database";
import { ONEC_FILE_LIMIT } from "../../backend/http/onec-routes";
import { createBackend } from "../../backend/index";
import { oneCClient, zipOf } from "../../backend/testing/onec-client";
import { serverNodeOptions } from "../../scripts/server-node-options.mjs";
import { commerceMlImport, goodPrice } from "./feeds";

const GOODS = Number(process.env.BENCH_GOODS ?? 20_000);
const CHARACTERISTICS = ["Серый", "Бежевый"];
const TARGET_S = 60;
const TARGET_MB = 300;

type Run = { seconds: number; rssMb: number; answers: string[] };

/** offers.xml of 2.10 for goods 1..count, each as its characteristics «good-n#ch-k» with Цвет, two prices and stock by warehouse. */
function* characteristicOffers(count: number): Generator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_210" ВерсияСхемы="2.10" ДатаФормирования="2026-11-24T10:00:00">\n`;
  yield `<ПакетПредложений СодержитТолькоИзменения="false"><Ид>cat#</Ид><Наименование>Пакет предложений</Наименование><ИдКаталога>cat</ИдКаталога><ИдКлассификатора>cls</ИдКлассификатора>\n`;
  yield `<ТипыЦен><ТипЦены><Ид>pt-wholesale</Ид><Наименование>Оптовая</Наименование><Валюта>RUB</Валюта></ТипЦены><ТипЦены><Ид>pt-retail</Ид><Наименование>Розничная</Наименование><Валюта>RUB</Валюта></ТипЦены></ТипыЦен>\n`;
  yield `<Склады><Склад><Ид>wh-1</Ид><Наименование>Основной</Наименование></Склад><Склад><Ид>wh-2</Ид><Наименование>Второй</Наименование></Склад></Склады>\n<Предложения>\n`;
  for (let n = 1; n <= count; n++) {
    for (const [k, colour] of CHARACTERISTICS.entries()) {
      const price = goodPrice(n) + k * 1000;
      const cost = (type: string, value: number) =>
        `<Цена><Представление>${value} RUB за шт</Представление><ИдТипаЦены>${type}</ИдТипаЦены><ЦенаЗаЕдиницу>${value}.00</ЦенаЗаЕдиницу><Валюта>RUB</Валюта><Единица>шт</Единица><Коэффициент>1</Коэффициент></Цена>`;
      yield (
        `<Предложение><Ид>good-${n}#ch-${k}</Ид><Артикул>ART-${n}</Артикул><Наименование>Товар «Модель ${n}» (${colour})</Наименование>` +
        `<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>` +
        `<ХарактеристикиТовара><ХарактеристикаТовара><Наименование>Цвет</Наименование><Значение>${colour}</Значение></ХарактеристикаТовара></ХарактеристикиТовара>` +
        `<Цены>${cost("pt-wholesale", price - 500)}${cost("pt-retail", price)}</Цены>` +
        `<Остатки><Остаток><Склад><Ид>wh-1</Ид><Количество>${n % 5}</Количество></Склад></Остаток><Остаток><Склад><Ид>wh-2</Ид><Количество>${k}</Количество></Склад></Остаток></Остатки></Предложение>\n`
      );
    }
  }
  yield `</Предложения>\n</ПакетПредложений>\n</КоммерческаяИнформация>\n`;
}

if (process.argv[2] === "--run") {
  // The measured process: the shop's backend, and 1C's calls to it over its HTTP entry.
  const [dataDir, url, archive] = process.argv.slice(3);
  const backend = await createBackend(
    { dataDir, databaseUrl: url === "-" ? undefined : url, secret: "bench", seed: false, onecPriceType: "Розничная" },
    // The pictures the generated file names are not sent: their warnings (one per good) are not measured.
    pino({ level: "error" }),
  );
  await backend.services.backoffice.staff.create(
    { id: null, email: "bench" },
    { email: "obmen", name: "1С", role: "exchange", password: "пароль:1" },
  );
  const client = oneCClient(backend, "obmen:пароль:1");
  const bytes = fs.readFileSync(archive);
  const started = performance.now();
  const cookie = await client.session();
  await client.send(cookie, "import.zip", bytes, Math.ceil(bytes.length / ONEC_FILE_LIMIT));
  const answers: string[] = [];
  for (const name of ["import.xml", "offers.xml"]) {
    const from = performance.now();
    const [status, text] = await client.importFile(cookie, name);
    if (status !== "success") throw new Error(`${name}: ${status} ${text}`);
    answers.push(`${name} ${((performance.now() - from) / 1000).toFixed(1)} s: ${text}`);
  }
  await client.call("type=catalog&mode=complete", { cookie });
  const run: Run = { seconds: (performance.now() - started) / 1000, rssMb: process.resourceUsage().maxRSS / 1024, answers };
  await backend.close();
  process.stdout.write(`${JSON.stringify(run)}\n`);
  process.exit(0);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-onec-"));
const archive = path.join(dir, "import.zip");
fs.writeFileSync(archive, await zipOf({ "import.xml": commerceMlImport(GOODS, "2.10"), "offers.xml": characteristicOffers(GOODS) }));
const databases = [{ name: "SQLite", postgres: false }, ...(process.env.TEST_DATABASE_URL ? [{ name: "PostgreSQL", postgres: true }] : [])];
console.log(
  `1C exchange of ${GOODS} goods, ${GOODS * CHARACTERISTICS.length} offers (zip ${(fs.statSync(archive).size / 1024 / 1024).toFixed(1)} MB); ` +
    `load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`,
);
let failed = false;
for (const database of databases) {
  const store = database.postgres
    ? await createTestDataStore("bench-onec")
    : { dataDir: fs.mkdtempSync(path.join(dir, "shop-")), databaseUrl: undefined, remove: async () => undefined };
  try {
    // The exchange runs in the shop's server: the measured process has the server's Node options (its heap bound).
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1], "--run", store.dataDir, store.databaseUrl ?? "-", archive], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NODE_OPTIONS: serverNodeOptions() },
    });
    if (child.status !== 0) throw new Error(child.stderr);
    // The shop's log shares the child's stdout: the figures are the line that has them.
    const run = JSON.parse(child.stdout.split("\n").findLast((line) => line.includes(`"rssMb"`))!) as Run;
    const ok = run.seconds <= TARGET_S && run.rssMb <= TARGET_MB;
    failed ||= !ok;
    console.log(
      `${database.name.padEnd(10)} ${run.seconds.toFixed(1).padStart(5)} s  peak RSS ${run.rssMb.toFixed(0).padStart(4)} MB  ${run.answers.join("; ")}  ${ok ? "ok" : "OVER TARGET"}`,
    );
  } finally {
    await store.remove();
  }
}
fs.rmSync(dir, { recursive: true, force: true });
if (failed) process.exitCode = 1;
