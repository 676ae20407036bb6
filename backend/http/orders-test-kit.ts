import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator, sql, type Kysely, type Migration } from "kysely";
import pino from "pino";
import { resolveConfig, type BackendConfig, type ResolvedConfig } from "../config";
import { openDatabase } from "../db/connection";
import * as m003 from "../db/migrations/003-orders";
import type { Database } from "../db/schema";
import { seedOrdersIfEmpty } from "../db/seed-orders";
import type { AuthUser, Services } from "../services";
import { createOrderServices } from "../services/orders";
import type { Context } from "./context";
import { clientIp } from "./context";
import { ordersArea } from "./orders-area";
import { HttpError } from "./respond";
import { createRouter } from "./router";

/**
 * Test kit for the orders area's contract tests. It starts the whole backend (`createBackend`) when every
 * area is present; while the catalogue and accounts areas are still being written it starts the orders area
 * alone over migration 003, a two-table stand-in for the catalogue's goods and ideas, and minimal account
 * services (outbox files, codes, limits, tokens) that follow the interfaces of services/index.ts.
 */

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
  uploads(): string[];
  close(): Promise<void>;
  /** true when the whole backend runs, false for the orders area alone. */
  full: boolean;
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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "orders-test-"));
  const input: BackendConfig = { dataDir, secret: randomBytes(16).toString("hex"), seedGoods: 20, ...overrides };
  const full = await tryFullBackend(input);
  const base = full ?? (await areaBackend(input));
  const goods = await prepareGoods(base.db, full !== null);
  const idea = await sql<{ id: number }>`select id from ideas order by id limit 1`.execute(base.db);
  return {
    ...base,
    goods,
    ideaId: idea.rows[0]?.id ?? 0,
    full: full !== null,
    outbox: (kind) => readLines(kind === "sms" ? base.config.smsOutbox : base.config.mailOutbox),
    uploads: () => (fs.existsSync(base.config.uploadsDir) ? fs.readdirSync(base.config.uploadsDir) : []),
    async close() {
      await base.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type BaseBackend = Pick<OrdersTestBackend, "fetch" | "db" | "config" | "signIn">;

async function tryFullBackend(input: BackendConfig): Promise<BaseBackend | null> {
  let createBackend: (typeof import("../index"))["createBackend"];
  try {
    ({ createBackend } = await import("../index"));
  } catch {
    return null;
  }
  const backend = await createBackend(input, pino({ level: "silent" }));
  return {
    fetch: (request) => backend.fetch(request),
    db: backend.db,
    config: backend.config,
    async signIn() {
      const phone = `79${String(Date.now() % 1e9).padStart(9, "0")}`;
      const ip = { "X-Forwarded-For": `10.9.${Math.floor(Math.random() * 250)}.1`, "Content-Type": "application/json" };
      const login = await backend.fetch(new Request("http://shop/api/lk/login", { method: "POST", headers: ip, body: JSON.stringify({ login: phone }) }));
      const { form_id } = (await login.json()) as { form_id: string };
      const sms = readLines(backend.config.smsOutbox).filter((m) => m.to.includes(phone.slice(1))).pop();
      const code = /([A-Z0-9]{4})/.exec(sms?.text ?? "")?.[1] ?? "";
      const confirm = await backend.fetch(new Request("http://shop/api/lk/confirm", { method: "POST", headers: ip, body: JSON.stringify({ id: form_id, code }) }));
      const { token } = (await confirm.json()) as { token: string };
      const check = await backend.fetch(new Request("http://shop/api/lk/check_token", { headers: { Authorization: `Bearer ${token}` } }));
      const { user } = (await check.json()) as { user: { id: number } };
      return { token, userId: user.id };
    },
  };
}

/** The catalogue's tables as far as orders read them, for running before backend-catalog's migration lands. */
const catalogStandIn: Migration = {
  async up(db) {
    await sql`create table goods (id integer primary key, name text not null, price integer not null, stock integer not null)`.execute(db);
    await sql`create table ideas (id integer primary key, title text not null)`.execute(db);
  },
};

async function areaBackend(input: BackendConfig): Promise<BaseBackend> {
  const config = resolveConfig(input);
  const { db, dialect } = openDatabase(config.dataDir);
  const migrations = { "000-catalog-stand-in": catalogStandIn, "003-orders": m003 };
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
  if (error) throw error;
  await seedOrdersIfEmpty(db, config);
  await sql`insert into ideas (id, title) values (1, 'Гостиная в сканди')`.execute(db);
  const log = pino({ level: "silent" });
  const accounts = accountStandIns(config);
  const services: Services = { ...accounts.services, orders: createOrderServices({ db, dialect, config, log }, accounts.services) };
  const dispatch = createRouter(ordersArea, () => undefined);
  return {
    db,
    config,
    signIn: async () => accounts.signIn(),
    fetch(request) {
      const url = new URL(request.url);
      const apiPath = url.pathname.startsWith("/api/") ? url.pathname.slice(4) : "/__none__";
      const make = (): Context => ({ request, url, path: apiPath, ip: clientIp(request), db, dialect, config, services, log, now: config.now });
      return dispatch(apiPath, make);
    },
  };
}

/** Minimal account services with the interfaces' behaviour, for the area-alone mode only. */
function accountStandIns(config: ResolvedConfig) {
  const append = (file: string) => ({
    async send(message: { to: string; text: string; subject?: string }) {
      fs.appendFileSync(file, `${JSON.stringify({ ...message, at: new Date().toISOString() })}\n`);
    },
  });
  const sms = append(config.smsOutbox);
  const hits = new Map<string, number[]>();
  const codes = new Map<string, { code: string; purpose: string; to: string; payload: unknown; tries: number }>();
  const users = new Map<string, AuthUser>();
  const userFromRequest = async (request: Request) =>
    users.get((request.headers.get("authorization") ?? "").replace(/^Bearer /, "")) ?? null;
  const services: Omit<Services, "orders"> = {
    sms,
    mail: append(config.mailOutbox),
    limits: {
      async consume(key, limit, windowS) {
        const now = Date.now();
        const recent = (hits.get(key) ?? []).filter((t) => t > now - windowS * 1000);
        recent.push(now);
        hits.set(key, recent);
        if (recent.length > limit) throw new HttpError(429, "Слишком много запросов", {}, { retry_in: windowS });
      },
    },
    codes: {
      async issue({ purpose, to, payload }) {
        const formId = randomUUID();
        const code = Array.from(randomBytes(4), (b) => "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"[b % 32]).join("");
        codes.set(formId, { code, purpose, to, payload, tries: 0 });
        await sms.send({ to, text: `Код: ${code}` });
        return { formId, resendIn: 120 };
      },
      async verify({ formId, code, purpose }) {
        const entry = codes.get(formId);
        if (!entry || entry.purpose !== purpose || entry.tries >= 5) throw new HttpError(422, "Код недействителен");
        if (entry.code !== code) {
          entry.tries++;
          throw new HttpError(422, "Неверный код");
        }
        codes.delete(formId);
        return { to: entry.to, payload: entry.payload };
      },
    },
    auth: {
      userFromRequest,
      async requireUser(request) {
        const user = await userFromRequest(request);
        if (!user) throw new HttpError(401, "");
        return user;
      },
    },
  };
  let nextUser = 1;
  return {
    services,
    signIn() {
      const token = randomBytes(16).toString("hex");
      const user = { id: nextUser++, phone: "79161234567", email: null, fio: null };
      users.set(token, user);
      return { token, userId: user.id };
    },
  };
}

/** Sets the test goods' stock to TEST_STOCKS (creating them in the stand-in catalogue). */
async function prepareGoods(db: Kysely<Database>, full: boolean): Promise<TestGood[]> {
  if (!full) {
    await sql`insert into goods (id, name, price, stock) values (1, 'Диван «Осло»', 54990, 0), (2, 'Кресло «Берген»', 19990, 0), (3, 'Стол «Турку»', 32990, 0)`.execute(db);
  }
  const rows = await sql<{ id: number; name: string; price: number }>`select id, name, price from goods order by id limit 3`.execute(db);
  const goods: TestGood[] = [];
  for (const [i, row] of rows.rows.entries()) {
    await sql`update goods set stock = ${TEST_STOCKS[i]} where id = ${row.id}`.execute(db);
    goods.push({ ...row, stock: TEST_STOCKS[i] });
  }
  return goods;
}
