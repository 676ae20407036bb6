import path from "node:path";

/** PostgreSQL: connections per process (several processes share one server's max_connections, default 100). */
export const DB_POOL_SIZE = 10;
/** PostgreSQL: the server cancels a statement running longer than this (a page's queries take milliseconds). */
export const DB_STATEMENT_TIMEOUT_MS = 10_000;
/** PostgreSQL: a new connection that is not established within this is an outage (the request gets 503). */
export const DB_CONNECT_TIMEOUT_MS = 5_000;
/** First start: how long a process waits for another one that is migrating and seeding the same database. */
export const DB_STARTUP_LOCK_WAIT_MS = 120_000;

/** An S3-compatible bucket for uploaded files. */
export interface S3FileStoreConfig {
  kind: "s3";
  bucket: string;
  region: string;
  /** Unset: AWS S3 itself; otherwise the store's address (MinIO, Yandex Object Storage, …). */
  endpoint?: string;
  /** Unset: the SDK's own chain (AWS_* variables, an instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (most self-hosted stores want it). */
  forcePathStyle: boolean;
}

/** Where uploaded files are kept: the database (default) or an S3-compatible bucket. */
export type FileStoreConfig = { kind: "db" } | S3FileStoreConfig;

/** What createBackend needs; everything but dataDir has a default. */
export interface BackendConfig {
  /** Folder for the SQLite file, secrets, outboxes and the share-picture cache. */
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
  /** Where uploaded files are kept (default: the database). */
  fileStore?: FileStoreConfig;
  /**
   * The folder where earlier versions kept uploaded files (default dataDir/uploads): files found there are moved
   * into the file store at start.
   */
  uploadsDir?: string;
  /** Where the PNG share pictures made from the seeded drawings are kept; default dataDir/media. */
  mediaDir?: string;
  /** Manager's e-mail for request notifications. */
  managerEmail?: string;
  /** Seed the catalogue on an empty database (default true). */
  seed?: boolean;
  /** Goods models to generate when seeding (default 150; the benchmark uses more). */
  seedGoods?: number;
  /** SMS codes the whole shop may send in a rolling 10 minutes, from every address together (default 100). */
  smsCodesPer10Min?: number;
  /** Clock, ms since epoch; tests move it forward to expire codes. */
  now?: () => number;
}

export type ResolvedConfig = Required<Omit<BackendConfig, "databaseUrl" | "recaptchaSecret" | "dadataApiKey">> &
  Pick<BackendConfig, "databaseUrl" | "recaptchaSecret" | "dadataApiKey">;

export function resolveConfig(config: BackendConfig): ResolvedConfig {
  const dataDir = path.resolve(config.dataDir);
  return {
    ...config,
    dataDir,
    smsOutbox: config.smsOutbox ?? path.join(dataDir, "sms-outbox.jsonl"),
    mailOutbox: config.mailOutbox ?? path.join(dataDir, "mail-outbox.jsonl"),
    recaptchaVerifyUrl: config.recaptchaVerifyUrl ?? "https://www.google.com/recaptcha/api/siteverify",
    fileStore: config.fileStore ?? { kind: "db" },
    uploadsDir: config.uploadsDir ?? path.join(dataDir, "uploads"),
    mediaDir: config.mediaDir ?? path.join(dataDir, "media"),
    managerEmail: config.managerEmail ?? "manager@mebel-dom.ru",
    seed: config.seed ?? true,
    seedGoods: config.seedGoods ?? 150,
    smsCodesPer10Min: config.smsCodesPer10Min ?? 100,
    now: config.now ?? Date.now,
  };
}
