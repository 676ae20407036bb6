import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Sqlite from "better-sqlite3";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { createBackend } from "../index";
import { bundledScript } from "../testing/bundled-script";
import { checkoutForm, type OrdersTestBackend, startOrdersBackend } from "../testing/orders-test-kit";
import { sqliteFile } from "./connection";
import { createTestDataStore } from "./test-database";

/**
 * `npm run db:backup` on a running shop (SQLite, or PostgreSQL with TEST_DATABASE_URL): orders keep being placed
 * through the backend while the script copies the database; the copy, restored as the README says into a fresh
 * DATA_DIR (SQLite: the file put in place, checked with integrity_check) or a fresh database (pg_restore), opens
 * as a shop and holds every order placed before the backup began, and a signed-in account whose session works.
 */
const SECRET = "backup-test-secret";
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const hasPgDump = spawnSync("pg_dump", ["--version"]).status === 0 && spawnSync("pg_restore", ["--version"]).status === 0;
const cleanup: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

let ipCounter = 0;
async function placeOrder(shop: OrdersTestBackend): Promise<number> {
  ipCounter++;
  const fields = checkoutForm({ [shop.goods[0].id]: 1 }, `backup-test-${ipCounter}`, { pvz_address: "Москва, ул. Тверская, 12" });
  const response = await shop.fetch(
    new Request("http://shop.test/api/request/order", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `10.55.${ipCounter >> 8}.${ipCounter & 255}` },
      body: new URLSearchParams(fields).toString(),
    }),
  );
  return response.status;
}

const countOrders = async (shop: { db: OrdersTestBackend["db"] }) =>
  Number(
    (
      await shop.db
        .selectFrom("orders")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("npm run db:backup", () => {
  it.skipIf(onPostgres && !hasPgDump)("copies a running database while orders are placed; the copy restores", { timeout: 60_000 }, async () => {
    const shop = await startOrdersBackend({ secret: SECRET });
    cleanup.push(() => shop.close());
    await shop.db.updateTable("goods").set({ stock: 1_000_000 }).where("id", "=", shop.goods[0].id).execute();
    const { token, userId } = await shop.signIn();
    expect(await placeOrder(shop)).toBe(200);

    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-backup-"));
    cleanup.push(() => fs.rmSync(backupDir, { recursive: true, force: true }));
    const ordersBefore = await countOrders(shop);
    let writing = true;
    let placedDuring = 0;
    const writes = (async () => {
      while (writing) {
        if ((await placeOrder(shop)) === 200) placedDuring++;
        // SQLite answers without I/O waits: let the event loop see the script's exit between two orders.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const backup = await promisify(execFile)(process.execPath, [bundledScript("scripts/db-backup.ts"), backupDir], {
      env: { ...process.env, DATA_DIR: shop.config.dataDir, DATABASE_URL: shop.config.databaseUrl ?? "" },
    }).finally(() => (writing = false));
    await writes;
    const ordersAfter = await countOrders(shop);

    const [file] = fs.readdirSync(backupDir);
    expect(file).toMatch(new RegExp(`^shop-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ\\.${onPostgres ? "dump" : "sqlite"}$`));
    const copy = path.join(backupDir, file);
    expect(backup.stdout).toContain(`backup written: ${copy} (`);
    expect(fs.statSync(copy).mode & 0o777).toBe(0o600);
    // The writes really overlapped the backup.
    expect(placedDuring).toBeGreaterThan(0);

    const fresh = await createTestDataStore("backup-restored");
    cleanup.push(() => fresh.remove());
    if (fresh.databaseUrl) {
      await promisify(execFile)("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${fresh.databaseUrl}`, copy]);
    } else {
      expect(backup.stdout).toContain("integrity_check ok");
      fs.copyFileSync(copy, sqliteFile(fresh.dataDir));
      const raw = new Sqlite(sqliteFile(fresh.dataDir), { readonly: true });
      expect(raw.pragma("integrity_check", { simple: true })).toBe("ok");
      raw.close();
    }

    const restored = await createBackend(
      { dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl, secret: SECRET, seedGoods: 20 },
      pino({ level: "silent" }),
    );
    cleanup.push(() => restored.close());
    const ordersRestored = await countOrders(restored);
    expect(ordersRestored).toBeGreaterThanOrEqual(ordersBefore);
    expect(ordersRestored).toBeLessThanOrEqual(ordersAfter);
    const check = await restored.fetch(new Request("http://shop.test/api/lk/check_token", { headers: { Authorization: `Bearer ${token}` } }));
    expect(check.status).toBe(200);
    expect(((await check.json()) as { user: { id: number } }).user.id).toBe(userId);
  });
});
