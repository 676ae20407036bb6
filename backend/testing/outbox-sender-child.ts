import pino from "pino";
import { openDatabase } from "../db/connection";
import { fileTransport } from "../messaging/file-transport";
import type { Transport } from "../messaging/message";
import { createSender } from "../messaging/sender";
import { smsRuTransport } from "../messaging/smsru-transport";

/**
 * A sender process on its own, for the crash measurement (messaging/crash.test.ts), which kills it with SIGKILL
 * mid-batch. Reads DATA_DIR, DATABASE_URL (optional), LEASE_MS and either SMSRU_URL + SMSRU_API_ID (SMS.ru
 * transport) or SMS_FILE (the demo file transport).
 */
const env = process.env;
const log = pino({ level: "silent" });
const { db, dialect } = openDatabase(env.DATA_DIR!, env.DATABASE_URL || undefined, log);
const sms: Transport = env.SMSRU_URL ? smsRuTransport({ apiUrl: env.SMSRU_URL, apiId: env.SMSRU_API_ID! }) : fileTransport(env.SMS_FILE!, Date.now);
const refuse: Transport = {
  send: () => Promise.reject(new Error("this measurement sends SMS only")),
};
const sender = createSender({ db, dialect, transports: { sms, mail: refuse }, now: Date.now, log, leaseMs: Number(env.LEASE_MS), pollMs: 100 });
sender.start();
// The sender's poll timer does not hold a process open (a server's listener does); this one must run until
// told to stop, also while every due message is leased by a killed sender and nothing is left to do for now.
const alive = setInterval(() => undefined, 60_000);
process.on("SIGTERM", () => {
  clearInterval(alive);
  void sender
    .stop()
    .then(() => db.destroy())
    .then(() => process.exit(0));
});
