import path from "node:path";
import { DEMO_MESSAGING, type MessagingSettings, type RetryPolicy } from "./messaging/settings";
import { DEFAULT_PAYMENT_METHODS, type PaymentMethodsConfig } from "./payment-methods-config";

/** PostgreSQL: connections per process (several processes share one server's max_connections, default 100). */
export const DB_POOL_SIZE = 10;
/** PostgreSQL: the server cancels a statement running longer than this (a page's queries take milliseconds). */
export const DB_STATEMENT_TIMEOUT_MS = 10_000;
/** PostgreSQL: a new connection that is not established within this is an outage (the request gets 503). */
export const DB_CONNECT_TIMEOUT_MS = 5_000;
/** First start: how long a process waits for another one that is migrating and seeding the same database. */
export const DB_STARTUP_LOCK_WAIT_MS = 120_000;
/**
 * A photo no good, section, content item, order or setting shows is removed from the file store once it has been
 * this long unused since it was last uploaded or attached, so a photo uploaded for a form still being filled in
 * (or saved with a refused good) is never taken.
 */
export const PHOTO_ORPHAN_GRACE_MS = 24 * 3600 * 1000;
/** The shop's time zone: the times 1C reads in the orders exchange are this zone's local times, with its offset. */
export const SHOP_TIME_ZONE = "Europe/Moscow";

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
/** YooKassa (API v3): the shop's credentials and the 54-FZ receipt's fixed fields. */
export interface YookassaConfig {
  shopId: string;
  secretKey: string;
  /** API base, default https://api.yookassa.ru/v3 (tests point it at a local stub). */
  apiUrl: string;
  /** true: YooKassa captures at once; false: a held payment waits for capture by the shop (the operator). */
  capture: boolean;
  /** The `vat_code` new order lines are written with (1 = no VAT … see the README's table). */
  vatCode: number;
  paymentMode: string;
  paymentSubject: string;
  /** The delivery line's `payment_subject` (a service). */
  deliveryPaymentSubject: string;
  /** Receipt `tax_system_code`; only for shops with several tax systems. */
  taxSystemCode?: number;
}

/** How online payment (payment 2) is taken: the demo test gateway, YooKassa, or not at all (hidden at checkout). */
export type PaymentProviderConfig = { kind: "test" } | { kind: "none" } | { kind: "yookassa"; yookassa: YookassaConfig };

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
  /** The 1C price type (by name) the 1C exchange takes prices of; unset → the first type in the file. */
  onecPriceType?: string;
  /**
   * Addresses and ranges (`10.0.0.5`, `192.168.10.0/24`) inside the shop's own network that imports by address
   * and feed pictures may be fetched from; by default none: only public internet addresses.
   */
  importTrustedAddresses?: string[];
  /** Where uploaded files are kept (default: the database). */
  fileStore?: FileStoreConfig;
  /**
   * The folder where earlier versions kept uploaded files (default dataDir/uploads): files found there are moved
   * into the file store at start.
   */
  uploadsDir?: string;
  /** Where the PNG share pictures made from the seeded drawings are kept; default dataDir/media. */
  mediaDir?: string;
  /** SMS and mail providers, the sender address and the manager's address (default: the demo outbox files). */
  messaging?: MessagingSettings;
  /** The outbox sender's timing (tests shorten it). */
  outboxSender?: { retry?: RetryPolicy; leaseMs?: number; pollMs?: number };
  /** Seed the catalogue on an empty database (default true). */
  seed?: boolean;
  /** Goods models to generate when seeding (default 150; the benchmark uses more). */
  seedGoods?: number;
  /** SMS codes the whole shop may send in a rolling 10 minutes, from every address together (default 100). */
  smsCodesPer10Min?: number;
  /** Online payment (default: the test gateway). */
  payment?: PaymentProviderConfig;
  /** The online payment's methods offered on their own and the advertised credit terms (default: all, demo terms). */
  paymentMethods?: PaymentMethodsConfig;
  /** The shop's public origin: payment return URLs and the links in letters point at it (default http://localhost:3000). */
  publicUrl?: string;
  /** Clock, ms since epoch; tests move it forward to expire codes. */
  now?: () => number;
}

export type ResolvedConfig = Required<Omit<BackendConfig, "databaseUrl" | "recaptchaSecret" | "dadataApiKey" | "outboxSender" | "onecPriceType">> &
  Pick<BackendConfig, "databaseUrl" | "recaptchaSecret" | "dadataApiKey" | "outboxSender" | "onecPriceType">;

/** Goods models the demo shop is seeded with unless `seedGoods` says otherwise. */
export const DEFAULT_SEED_GOODS = 150;

export function resolveConfig(config: BackendConfig): ResolvedConfig {
  const dataDir = path.resolve(config.dataDir);
  return {
    ...config,
    dataDir,
    smsOutbox: config.smsOutbox ?? path.join(dataDir, "sms-outbox.jsonl"),
    mailOutbox: config.mailOutbox ?? path.join(dataDir, "mail-outbox.jsonl"),
    recaptchaVerifyUrl: config.recaptchaVerifyUrl ?? "https://www.google.com/recaptcha/api/siteverify",
    importTrustedAddresses: config.importTrustedAddresses ?? [],
    fileStore: config.fileStore ?? { kind: "db" },
    uploadsDir: config.uploadsDir ?? path.join(dataDir, "uploads"),
    mediaDir: config.mediaDir ?? path.join(dataDir, "media"),
    messaging: config.messaging ?? DEMO_MESSAGING,
    seed: config.seed ?? true,
    seedGoods: config.seedGoods ?? DEFAULT_SEED_GOODS,
    smsCodesPer10Min: config.smsCodesPer10Min ?? 100,
    payment: config.payment ?? { kind: "test" },
    paymentMethods: config.paymentMethods ?? DEFAULT_PAYMENT_METHODS,
    publicUrl: (config.publicUrl ?? "http://localhost:3000").replace(/\/$/, ""),
    now: config.now ?? Date.now,
  };
}
