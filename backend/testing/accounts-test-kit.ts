import fs from "node:fs";
import { expect } from "vitest";
import pino from "pino";
import { createTestDataStore, demoShopOf } from "../db/test-database";
import { createBackend, type Backend, type BackendConfig } from "../index";
import type { JsonAnswer } from "./json-answer";

/**
 * The whole backend on a fresh temp data folder with a clock the tests move, for the contract tests of the
 * accounts area (lk/*, cart/*, favorite/*). Each test file starts its own, so clocks and limits never mix.
 */
export interface AccountsTestBackend {
  backend: Backend;
  /** Moves the backend's clock forward. */
  advance(ms: number): void;
  /** A client address nobody else used, so per-IP limits of one test never touch another. */
  freshIp(): string;
  /** A mobile number (digits, 7…) nobody else used, so per-phone limits of one test never touch another. */
  freshPhone(): string;
  /** Sends `/api{path}`; `json` becomes a JSON body; `token` an `Authorization: Bearer` header. */
  call(pathname: string, init?: CallInit): Promise<Response>;
  /** The same, with the answer's status and parsed JSON body. */
  callJson(pathname: string, init?: CallInit): Promise<{ status: number; body: JsonAnswer }>;
  /** The code in the newest SMS (or e-mail) sent to `to`. */
  lastCode(to: string, box?: "sms" | "mail"): string;
  /** Signs in a phone through the real code flow and returns its token. */
  signIn(phone: string): Promise<string>;
  close(): Promise<void>;
}

export interface CallInit extends RequestInit {
  json?: unknown;
  token?: string;
  ip?: string;
}

/** `extra` adds configuration (e.g. a captcha secret and a local verify URL). */
export async function startAccountsBackend(extra: Partial<BackendConfig> = {}): Promise<AccountsTestBackend> {
  const store = await createTestDataStore("accounts-test", demoShopOf({ seed: true, ...extra }));
  let clock = Date.UTC(2026, 10, 20, 9, 0, 0);
  const backend = await createBackend(
    { dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test", seed: true, now: () => clock, ...extra },
    pino({ level: "silent" }),
  );
  let ipCounter = 0;
  let phoneCounter = 0;

  const kit: AccountsTestBackend = {
    backend,
    advance(ms) {
      clock += ms;
    },
    freshIp() {
      ipCounter++;
      return `10.7.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
    },
    freshPhone() {
      phoneCounter++;
      return `7916555${String(phoneCounter).padStart(4, "0")}`;
    },
    async call(pathname, init = {}) {
      const { json, token, ip, ...rest } = init;
      const headers = new Headers(rest.headers);
      headers.set("X-Forwarded-For", ip ?? kit.freshIp());
      if (token) headers.set("Authorization", `Bearer ${token}`);
      let body = rest.body;
      if (json !== undefined) {
        headers.set("Content-Type", "application/json");
        body = JSON.stringify(json);
      }
      const response = await backend.fetch(new Request(`http://shop.test/api${pathname}`, { ...rest, headers, body }));
      // The answer is returned once the messages it caused are sent, so the outbox files can be read right away.
      await backend.deliverDueMessages();
      return response;
    },
    async callJson(pathname, init) {
      const response = await kit.call(pathname, init);
      expect(response.headers.get("content-type")).toContain("application/json");
      return { status: response.status, body: (await response.json()) as JsonAnswer };
    },
    lastCode(to, box = "sms") {
      const file = box === "sms" ? backend.config.smsOutbox : backend.config.mailOutbox;
      const lines = fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim().split("\n") : [];
      const mine = lines.map((l) => JSON.parse(l) as { to: string; text: string }).filter((m) => m.to === to);
      const code = /:\s*([A-Z2-9]{4})\b/.exec(mine.at(-1)?.text ?? "")?.[1];
      if (!code) throw new Error(`no code sent to ${to}`);
      return code;
    },
    async signIn(phone) {
      const login = await kit.callJson("/lk/login", { method: "POST", json: { login: phone } });
      expect(login.status).toBe(200);
      const to = phone.replace(/\D/g, "").replace(/^8/, "7");
      const confirm = await kit.callJson("/lk/confirm", { method: "POST", json: { id: login.body.form_id, code: kit.lastCode(to) } });
      expect(confirm.status).toBe(200);
      return confirm.body.token as string;
    },
    async close() {
      await backend.close();
      await store.remove();
    },
  };
  return kit;
}

/** Three seeded goods: one with plenty of stock, one with little, one sold out (stock set by the test). */
export async function stockedGoods(backend: Backend): Promise<{ plenty: number; few: number; none: number }> {
  const rows = await backend.db.selectFrom("goods").select("id").orderBy("id").limit(3).execute();
  const [plenty, few, none] = rows.map((r) => r.id);
  const stocks: Array<[number, number]> = [
    [plenty, 50],
    [few, 2],
    [none, 0],
  ];
  for (const [id, stock] of stocks) await backend.db.updateTable("goods").set({ stock, made_to_order: 0 }).where("id", "=", id).execute();
  return { plenty, few, none };
}
