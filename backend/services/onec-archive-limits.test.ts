import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { commerceMlImport } from "../../tests/benchmarks/feeds";
import { createTestDataStore, demoShopOf, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";
import { createOneCExchange, type ExchangeSession, type ImportStep } from "./onec-exchange";
import { zipOf } from "../testing/onec-client";

/** The 1C exchange's bounds on what it receives and unpacks, with small limits so a bomb stays cheap to build. */
let backend: Backend;
let store: TestDataStore;
const limits = { maxEntries: 100, maxEntryBytes: 4 * 1024 * 1024, maxTotalBytes: 6 * 1024 * 1024 };

beforeAll(async () => {
  store = await createTestDataStore("onec-limits-test", demoShopOf({}));
  backend = await createBackend({ dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test" }, pino({ level: "silent" }));
});
afterAll(async () => {
  await backend.close();
  await store.remove();
});

it("a zip bomb is refused at the first file past the limit and nothing past it is kept; parts beyond the limit are refused too", async () => {
  const dir = path.join(store.dataDir, "exchange");
  const exchange = createOneCExchange({
    db: backend.db,
    log: pino({ level: "silent" }),
    secret: "test",
    dir,
    staff: backend.services.backoffice.staff,
    archiveLimits: limits,
    orders: backend.services.backoffice.orders,
    mails: { outbox: backend.services.outbox, managerEmail: "", publicUrl: "" },
    now: () => Date.now(),
  });
  const session: ExchangeSession = {
    staff: { id: 1, email: "obmen", name: "1С", role: "exchange", disabled: false, created_at: "", password_change_required: false },
    key: "limits-test",
  };
  exchange.init(session);
  // 64 MB of one letter packs into well under 1 MB.
  const bomb = await zipOf({ "import.xml": commerceMlImport(1), "import_files/bomb.txt": ["a".repeat(64 * 1024 * 1024)] });
  expect(bomb.length).toBeLessThan(1024 * 1024);
  expect(exchange.receive(session, "import.zip", bomb)).toBe("appended");
  let step: ImportStep = await exchange.importStep(session, "import.xml");
  while (step.state === "progress") step = await exchange.importStep(session, "import.xml");
  expect(step).toEqual({ state: "failed", reason: "Файл import_files/bomb.txt в архиве больше 4 МБ: ничего не импортировано" });
  const folder = fs.readdirSync(dir)[0];
  expect(fs.existsSync(path.join(dir, folder, "import_files", "bomb.txt"))).toBe(false);

  const part = Buffer.alloc(3 * 1024 * 1024, 1);
  expect(exchange.receive(session, "big.zip", part)).toBe("appended");
  expect(exchange.receive(session, "big.zip", part)).toBe("appended");
  expect(exchange.receive(session, "big.zip", part)).toBe("too_large");
  expect(fs.existsSync(path.join(dir, folder, "big.zip"))).toBe(false);
  expect(exchange.maxFileBytes).toBe(limits.maxTotalBytes);
});
