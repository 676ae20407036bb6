import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/connection";
import { createTestDataStore, type TestDataStore } from "../db/test-database";
import { createBackend } from "../index";
import { bundledScript } from "../testing/bundled-script";
import { startSmsRuStub, type SmsRuStub } from "../testing/smsru-stub";
import { addMessage } from "./queue";

/**
 * Messages sent, retried, lost and doubled when a sender process is killed with SIGKILL in the middle of a batch
 * and started again (on PostgreSQL, with TEST_DATABASE_URL: two senders at once, one of them killed). A killed
 * sender's claimed messages wait for their lease to run out, then another sender takes them.
 */

const MESSAGES = 300;
const LEASE_MS = 1_500;
const API_ID = "CRASH-TEST-0000-1111";
const postgres = Boolean(process.env.TEST_DATABASE_URL);

let store: TestDataStore;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  store = await createTestDataStore("outbox-crash");
  // Migrates the database; its own sender stops with it, so only the child processes send.
  await (
    await createBackend({ dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "crash", seed: false }, pino({ level: "silent" }))
  ).close();
});
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await store.remove();
});

function startSender(extra: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [bundledScript("backend/testing/outbox-sender-child.ts")], {
    env: { ...process.env, DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl ?? "", LEASE_MS: String(LEASE_MS), ...extra },
    stdio: "inherit",
  });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

async function until(check: () => Promise<boolean> | boolean, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Runs one measurement over `run`: fills the outbox, lets `run` send, kill and restart, counts what arrived. */
async function measure(tag: string, run: (texts: string[], db: ReturnType<typeof openDatabase>["db"]) => Promise<string[]>) {
  const { db } = openDatabase(store.dataDir, store.databaseUrl, pino({ level: "silent" }));
  try {
    const texts = Array.from({ length: MESSAGES }, (_, i) => `${tag}-${i}`);
    await db.transaction().execute(async (trx) => {
      for (const text of texts) await addMessage(trx, { channel: "sms", to: "79160000000", content: { text } }, Date.now());
    });
    const arrived = await run(texts, db);
    const rows = await db.selectFrom("messages").select(["status", "attempts", "payload"]).where("payload", "like", `%${tag}-%`).execute();
    const distinct = new Set(arrived);
    const figures = {
      tag,
      database: postgres ? "postgres" : "sqlite",
      sent: rows.filter((r) => r.status === "sent").length,
      retried: rows.filter((r) => r.attempts > 1).length,
      lost: texts.filter((t) => !distinct.has(t)).length,
      doubled: arrived.length - distinct.size,
    };
    console.log(JSON.stringify(figures));
    return figures;
  } finally {
    await db.destroy();
  }
}

describe("a sender killed with SIGKILL mid-batch", () => {
  let stub: SmsRuStub;
  beforeAll(async () => {
    stub = await startSmsRuStub(API_ID);
    stub.delayMs = 3;
  });
  afterAll(() => stub.close());

  it("SMS.ru: loses nothing; doubles at most the one SMS SMS.ru took whose answer the dead sender never recorded", async () => {
    const env = { SMSRU_URL: stub.url, SMSRU_API_ID: API_ID };
    const figures = await measure("smsru", async (texts, db) => {
      const first = startSender(env);
      const second = postgres ? startSender(env) : null;
      await until(() => stub.accepted.length >= MESSAGES / 3);
      first.kill("SIGKILL");
      const restarted = startSender(env);
      await until(async () => (await db.selectFrom("messages").select("id").where("status", "=", "pending").execute()).length === 0);
      await Promise.all([stop(restarted), second && stop(second)]);
      expect(stub.requests.every((r) => r.api_id === API_ID)).toBe(true);
      return stub.accepted.filter((r) => texts.includes(r.msg)).map((r) => r.msg);
    });
    expect(figures.lost).toBe(0);
    expect(figures.sent).toBe(MESSAGES);
    // SMS.ru takes no idempotency key: the one SMS the killed sender had in flight may go twice.
    expect(figures.doubled).toBeLessThanOrEqual(1);
  }, 90_000);

  it("the demo file: loses nothing and doubles nothing (a restarted sender finds the lines already written)", async () => {
    const file = path.join(store.dataDir, "crash-sms.jsonl");
    const lines = () =>
      fs.existsSync(file)
        ? fs
            .readFileSync(file, "utf8")
            .split("\n")
            .filter(Boolean)
            .map((l) => (JSON.parse(l) as { text: string }).text)
        : [];
    const env = { SMS_FILE: file };
    const figures = await measure("file", async (_texts, db) => {
      const first = startSender(env);
      const second = postgres ? startSender(env) : null;
      await until(() => lines().length >= MESSAGES / 3);
      first.kill("SIGKILL");
      const restarted = startSender(env);
      await until(async () => (await db.selectFrom("messages").select("id").where("status", "=", "pending").execute()).length === 0);
      await Promise.all([stop(restarted), second && stop(second)]);
      return lines();
    });
    expect(figures).toMatchObject({ lost: 0, doubled: 0, sent: MESSAGES });
  }, 90_000);
});
