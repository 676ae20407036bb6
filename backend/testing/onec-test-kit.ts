import pino from "pino";
import { createTestDataStore, demoShopOf, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend, type BackendConfig } from "../index";
import type { StaffAccount } from "./orders-test-kit";

/**
 * The whole backend for the 1C exchange's contract tests: a fresh data store, 1C's retail price type «Розничная»,
 * and the staff accounts the test names (1C signs in with an `exchange` one).
 */
export interface OneCTestBackend {
  backend: Backend;
  store: TestDataStore;
}

/** `extra` adds configuration (e.g. the shop's clock). */
export async function startOneCBackend(name: string, accounts: StaffAccount[], extra: Partial<BackendConfig> = {}): Promise<OneCTestBackend> {
  const store = await createTestDataStore(name, demoShopOf({}));
  const backend = await createBackend(
    { dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test", onecPriceType: "Розничная", ...extra },
    pino({ level: "silent" }),
  );
  for (const account of accounts) await backend.services.backoffice.staff.create({ id: null, email: "command line" }, account);
  return { backend, store };
}
