import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type { Kysely } from "kysely";
import pino from "pino";
import { expect } from "vitest";
import type { BackendConfig, ResolvedConfig } from "../config";
import type { Database } from "../db/schema";
import { createTestDataStore, demoShopOf } from "../db/test-database";
import { createBackend } from "../index";
import type { StaffService } from "../services/admin/staff";
import type { FileStore } from "../services/file-store";
import type { JsonAnswer } from "./json-answer";

/**
 * Test kit for the orders area's contract tests: the whole backend (`createBackend`) on a fresh temporary
 * data directory, three goods with known stock, an idea, a way to sign in (the SMS code read from the
 * outbox, as an operator would), readers for the outboxes, the file store, staff accounts, and a client's calls.
 */

/** A client's call of `/api{path}`: `json` or `form` becomes the body (POST unless `method` says), `token` a bearer header. */
export interface ApiCall extends RequestInit {
  json?: unknown;
  form?: Record<string, string>;
  token?: string | null;
  /** The client's address; a fresh one unless given, so per-IP limits of one call never touch another. */
  ip?: string;
}

/** A staff account as the command line creates one. */
export type StaffAccount = Parameters<StaffService["create"]>[1];

export interface TestGood {
  id: number;
  name: string;
  price: number;
  stock: number;
}

export interface OrdersTestBackend {
  fetch(request: Request): Promise<Response>;
  db: Kysely<Database>;
  config: ResolvedConfig;
  /** Three goods with stock 50, 1 and 0. */
  goods: TestGood[];
  ideaId: number;
  /** A signed-in user's bearer token. */
  signIn(): Promise<{ token: string; userId: number }>;
  outbox(kind: "sms" | "mail"): { to: string; text: string; subject?: string }[];
  /** The code in the newest SMS sent to `phone` ("" when none). */
  codeSentTo(phone: string): string;
  /** A client address nobody else used. */
  freshIp(): string;
  call(path: string, init?: ApiCall): Promise<Response>;
  /** The same, with the answer's status and parsed JSON body. */
  callJson(path: string, init?: ApiCall): Promise<{ status: number; body: JsonAnswer }>;
  /** Creates staff accounts, as the command line does. */
  addStaff(...accounts: StaffAccount[]): Promise<void>;
  /** Signs a staff account in through /admin/login: its bearer token. */
  staffSignIn(email: string, password: string): Promise<string>;
  /** The file store the backend keeps uploads in. */
  files: FileStore;
  /** The keys of every file the database file store keeps. */
  storedFiles(): Promise<string[]>;
  close(): Promise<void>;
}

export const TEST_STOCKS = [50, 1, 0];

function readLines(file: string): { to: string; text: string; subject?: string }[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string; subject?: string });
}

/** Starts a backend on a fresh temporary data directory. */
export async function startOrdersBackend(overrides: Partial<BackendConfig> = {}): Promise<OrdersTestBackend> {
  const settings: Omit<BackendConfig, "dataDir"> = { secret: randomBytes(16).toString("hex"), seedGoods: 20, ...overrides };
  const store = await createTestDataStore("orders-test", demoShopOf(settings));
  const input: BackendConfig = { dataDir: store.dataDir, databaseUrl: store.databaseUrl, ...settings };
  const backend = await createBackend(input, pino({ level: "silent" }));
  const goods = await prepareGoods(backend.db);
  const idea = await backend.db.selectFrom("ideas").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow();
  // Each answer is returned once the messages it caused are sent, so the outbox files can be read right away.
  const fetchAndDeliver = async (request: Request) => {
    const response = await backend.fetch(request);
    await backend.deliverDueMessages();
    return response;
  };
  const call = (apiPath: string, init: RequestInit) => fetchAndDeliver(new Request(`http://shop.test/api${apiPath}`, init));
  const outbox = (kind: "sms" | "mail") => readLines(kind === "sms" ? backend.config.smsOutbox : backend.config.mailOutbox);
  const codeSentTo = (phone: string) =>
    codeFrom(
      outbox("sms")
        .filter((m) => m.to === phone)
        .pop()?.text,
    );
  let signIns = 0;
  let ips = 0;
  const freshIp = () => `10.200.${Math.floor(++ips / 250)}.${ips % 250}`;
  const apiCall = (path: string, init: ApiCall = {}) => fetchAndDeliver(apiRequest(path, { ...init, ip: init.ip ?? freshIp() }));
  return {
    fetch: fetchAndDeliver,
    db: backend.db,
    config: backend.config,
    goods,
    ideaId: idea.id,
    outbox,
    codeSentTo,
    freshIp,
    call: apiCall,
    async callJson(path, init) {
      const response = await apiCall(path, init);
      return { status: response.status, body: (await response.json()) as JsonAnswer };
    },
    async addStaff(...accounts) {
      for (const account of accounts) await backend.services.backoffice.staff.create({ id: null, email: "command line" }, account);
    },
    async staffSignIn(email, password) {
      const response = await apiCall("/admin/login", { json: { email, password } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { token: string }).token;
    },
    files: backend.services.files,
    storedFiles: async () => (await backend.db.selectFrom("stored_files").select("key").execute()).map((row) => row.key),
    async signIn() {
      const phone = `7999${String(++signIns).padStart(7, "0")}`;
      const headers = { "X-Forwarded-For": `10.99.0.${signIns}`, "Content-Type": "application/json" };
      const login = await call("/lk/login", { method: "POST", headers, body: JSON.stringify({ login: phone }) });
      const { form_id } = (await login.json()) as { form_id: string };
      const code = codeSentTo(phone);
      const confirm = await call("/lk/confirm", { method: "POST", headers, body: JSON.stringify({ id: form_id, code }) });
      const { token } = (await confirm.json()) as { token: string };
      const check = await call("/lk/check_token", { headers: { Authorization: `Bearer ${token}` } });
      const { user } = (await check.json()) as { user: { id: number } };
      return { token, userId: user.id };
    },
    async close() {
      await backend.close();
      await store.remove();
    },
  };
}

/** The request of an `ApiCall`, from the client address `ip`. */
function apiRequest(path: string, { json, form, token, ip, ...init }: ApiCall & { ip: string }): Request {
  const headers = new Headers(init.headers);
  headers.set("X-Forwarded-For", ip);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let body = init.body;
  if (json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(json);
  } else if (form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(form).toString();
  }
  return new Request(`http://shop.test/api${path}`, { ...init, method: init.method ?? (body ? "POST" : "GET"), headers, body });
}

/** A buyer as the checkout form names one. */
export interface TestBuyer {
  fio: string;
  phone: string;
  email: string;
}

/** The buyer most tests order as. */
export const ANNA: TestBuyer = { fio: "Иванова Анна Сергеевна", phone: "8 (916) 123-45-67", email: "anna@example.ru" };

/**
 * The checkout's form for a guest's order of `cart` (good id → pieces): Анна to pick-up point 1, paid on receipt
 * (payment 1), with consent to the current terms; `fields` adds or changes any field.
 */
export function checkoutForm(cart: Record<number, number>, idempotencyKey: string, fields: Record<string, string> = {}): Record<string, string> {
  return {
    ...ANNA,
    delivery_id: "1",
    payment_id: "1",
    pvz: "1",
    cart: JSON.stringify(cart),
    idempotency_key: idempotencyKey,
    consent: "1",
    consent_version: "2026-01",
    ...fields,
  };
}

/** The checkout's form for a guest's order to pick-up point 1, paid online (payment 2), with its idempotency key. */
export function onlinePickupOrderForm(buyer: TestBuyer, cart: Record<number, number>, idempotencyKey: string): URLSearchParams {
  return new URLSearchParams(checkoutForm(cart, idempotencyKey, { ...buyer, comment: "", payment_id: "2", pvz_address: "Москва, ул. Тверская, 12" }));
}

/** The 4-character code in an SMS text ("Код подтверждения: K7MZ. …"). */
export function codeFrom(text: string | undefined): string {
  return /:\s*([A-Z0-9]{4})\b/.exec(text ?? "")?.[1] ?? "";
}

/** Gives the first three seeded goods the stock of TEST_STOCKS, each kept in stock (not made to order). */
async function prepareGoods(db: Kysely<Database>): Promise<TestGood[]> {
  const rows = await db.selectFrom("goods").select(["id", "name", "variant_label", "price"]).orderBy("id").limit(3).execute();
  const goods: TestGood[] = [];
  for (const [i, row] of rows.entries()) {
    await db.updateTable("goods").set({ stock: TEST_STOCKS[i], made_to_order: 0 }).where("id", "=", row.id).execute();
    const name = row.variant_label ? `${row.name}, ${row.variant_label}` : row.name;
    goods.push({ id: row.id, name, price: row.price, stock: TEST_STOCKS[i] });
  }
  return goods;
}
