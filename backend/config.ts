import path from "node:path";
import { DEMO_MESSAGING, type MessagingSettings, type RetryPolicy } from "./messaging/settings";

/** PostgreSQL: connections per process (several processes share one server's max_connections, default 100). */
export const DB_POOL_SIZE = 10;
/** PostgreSQL: the server cancels a statement running longer than this (a page's queries take milliseconds). */
export const DB_STATEMENT_TIMEOUT_MS = 10_000;
/** PostgreSQL: a new connection that is not established within this is an outage (the request gets 503). */
export const DB_CONNECT_TIMEOUT_MS = 5_000;
/** First start: how long a process waits for another one that is migrating and seeding the same database. */
export const DB_STARTUP_LOCK_WAIT_MS = 120_000;

/** What createBackend needs; everything but dataDir has a default. */
export interface BackendConfig {
  /** Folder for the SQLite file, uploads, secrets and outboxes. */
  dataDir: string;
  /** postgres://… selects PostgreSQL; unset means SQLite in dataDir. */
  databaseUrl?: string;
  /** One JSON line `{to, text, at}` per SMS the stand-in "sends". */
  smsOutbox?: string;
  /** One JSON line `{to, subject, text, at}` per e-mail (codes, manager notifications). */
  mailOutbox?: string;
  /** Secret for hashing tokens and codes and signing payment links. */
  secret: string;
  /** reCAPTCHA v3 secret; unset → captcha not checked. */
  recaptchaSecret?: string;
  recaptchaVerifyUrl?: string;
  /** DaData key; unset → local address suggestions. */
  dadataApiKey?: string;
  /** Where uploaded files are kept; default dataDir/uploads. */
  uploadsDir?: string;
  /** Where the PNG share pictures made from the seeded drawings are kept; default dataDir/media. */
  mediaDir?: string;
  /** SMS and mail providers, the sender address and the manager's address (default: the demo outbox files). */
  messaging?: MessagingSettings;
  /** The shop's public address, for links in letters (default http://localhost:3000). */
  publicUrl?: string;
  /** The outbox sender's timing (tests shorten it). */
  outboxSender?: { retry?: RetryPolicy; leaseMs?: number; pollMs?: number };
  /** Seed the catalogue on an empty database (default true). */
  seed?: boolean;
  /** Goods models to generate when seeding (default 150; the benchmark uses more). */
  seedGoods?: number;
  /** SMS codes the whole shop may send in a rolling 10 minutes, from every address together (default 100). */
  smsCodesPer10Min?: number;
  /** Clock, ms since epoch; tests move it forward to expire codes. */
  now?: () => number;
}

export type ResolvedConfig = Required<Omit<BackendConfig, "databaseUrl" | "recaptchaSecret" | "dadataApiKey" | "outboxSender">> &
  Pick<BackendConfig, "databaseUrl" | "recaptchaSecret" | "dadataApiKey" | "outboxSender">;

export function resolveConfig(config: BackendConfig): ResolvedConfig {
  const dataDir = path.resolve(config.dataDir);
  return {
    ...config,
    dataDir,
    smsOutbox: config.smsOutbox ?? path.join(dataDir, "sms-outbox.jsonl"),
    mailOutbox: config.mailOutbox ?? path.join(dataDir, "mail-outbox.jsonl"),
    recaptchaVerifyUrl: config.recaptchaVerifyUrl ?? "https://www.google.com/recaptcha/api/siteverify",
    uploadsDir: config.uploadsDir ?? path.join(dataDir, "uploads"),
    mediaDir: config.mediaDir ?? path.join(dataDir, "media"),
    messaging: config.messaging ?? DEMO_MESSAGING,
    publicUrl: (config.publicUrl ?? "http://localhost:3000").replace(/\/$/, ""),
    seed: config.seed ?? true,
    seedGoods: config.seedGoods ?? 150,
    smsCodesPer10Min: config.smsCodesPer10Min ?? 100,
    now: config.now ?? Date.now,
  };
}
