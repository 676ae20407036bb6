import net from "node:net";
import { z } from "zod";
import type { BackendConfig, FileStoreConfig, PaymentProviderConfig } from "./config";
import { parseMessagingSettings } from "./messaging/settings";
import { paymentMethodsOf, paymentMethodsSchema } from "./payment-methods-config";

/*
 * Exports (stable):
 *   configFromEnv(source, shared): BackendConfig   the reference backend's settings from the environment
 *   class BackendConfigurationError                thrown by configFromEnv: one message listing every problem
 *
 * The reference backend reads its own settings: the database's seed, online payment (YooKassa), the file store
 * (S3), SMS and mail, reCAPTCHA's secret, DaData, 1C and imports. The program that runs it (the storefront's
 * transport, a script) passes what it shares with it: the data folder, the secret and the public address.
 * SHOP_MODE=live refuses to start until a real shop's payment and messaging are configured.
 */
type Source = Record<string, string | undefined>;

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));
const flag = optional.pipe(z.enum(["true", "false"]).optional());

/** `10.0.0.5`, `192.168.10.0/24`, `fd00::/8`. */
function isAddressOrRange(entry: string): boolean {
  const [address, bits] = entry.split("/");
  const version = net.isIP(address);
  return version !== 0 && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)));
}
/** YooKassa's receipt item `payment_mode` and `payment_subject` values (54-FZ «признак способа / предмета расчёта»). */
const PAYMENT_MODES = ["full_prepayment", "partial_prepayment", "advance", "full_payment", "partial_payment", "credit", "credit_payment"] as const;
const PAYMENT_SUBJECTS = ["commodity", "excise", "job", "service", "payment", "composite", "another"] as const;

const schema = z
  .object({
    DATABASE_URL: optional,
    /** Default: demo in demo mode, none in live mode. */
    SEED: optional.pipe(z.enum(["demo", "none"]).optional()),
    /** Default: the test gateway in demo mode; live mode requires yookassa or none. */
    PAYMENT_PROVIDER: optional.pipe(z.enum(["test", "yookassa", "none"]).optional()),
    YOOKASSA_SHOP_ID: optional.pipe(
      z
        .string()
        .regex(/^\d{1,20}$/, "the shopId is digits")
        .optional(),
    ),
    YOOKASSA_SECRET_KEY: optional,
    YOOKASSA_API_URL: optional.pipe(z.string().url().default("https://api.yookassa.ru/v3")),
    YOOKASSA_CAPTURE: flag,
    YOOKASSA_VAT_CODE: z.coerce.number().int().min(1).max(12).default(1),
    YOOKASSA_PAYMENT_MODE: z.enum(PAYMENT_MODES).default("full_prepayment"),
    YOOKASSA_PAYMENT_SUBJECT: z.enum(PAYMENT_SUBJECTS).default("commodity"),
    YOOKASSA_DELIVERY_PAYMENT_SUBJECT: z.enum(PAYMENT_SUBJECTS).default("service"),
    YOOKASSA_TAX_SYSTEM_CODE: optional.pipe(z.coerce.number().int().min(1).max(6).optional()),
    // SMS_PROVIDER, SMSRU_*, SMTP_URL, MAIL_FROM and MANAGER_EMAIL: validated by the messaging settings.
    RECAPTCHA_SECRET: optional,
    RECAPTCHA_VERIFY_URL: optional,
    DADATA_API_KEY: optional,
    ONEC_PRICE_TYPE: optional,
    /** Addresses and CIDRs inside the shop's network, comma-separated, that imports may fetch from (default none). */
    IMPORT_TRUSTED_ADDRESSES: z
      .string()
      .default("")
      .transform((text) =>
        text
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .refine((entries) => entries.every(isAddressOrRange), "IP addresses or CIDR ranges, comma-separated"),
    SMS_OUTBOX: optional,
    SMS_CODES_PER_10_MIN: z.coerce.number().int().min(1).max(1_000_000).default(100),
    MAIL_OUTBOX: optional,
    FILE_STORE: z.enum(["db", "s3"]).default("db"),
    S3_ENDPOINT: optional.pipe(z.string().url().optional()),
    S3_BUCKET: optional,
    S3_REGION: z.string().default("us-east-1"),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  })
  .merge(paymentMethodsSchema);
type Settings = z.infer<typeof schema>;

/** Every problem of the backend's settings at once, one per line, so the operator fixes them in one go. */
export class BackendConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Магазин не запущен: исправьте настройки / The shop did not start: fix the configuration\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    // The name a program starting the shop recognises (server.mjs prints the list and exits).
    this.name = "ConfigurationError";
  }
}

const set = (source: Source, name: string) => (source[name] ?? "").trim() !== "";
const line = (name: string, ru: string, en: string) => `${name}: ${ru} / ${en}`;

/** What SHOP_MODE=live lacks of the backend's settings: a real shop takes real money and reaches real people. */
function missingForLive(source: Source): string[] {
  const missing: string[] = [];
  const provider = (source.PAYMENT_PROVIDER ?? "").trim();
  if (provider === "yookassa") {
    for (const name of ["YOOKASSA_SHOP_ID", "YOOKASSA_SECRET_KEY"]) {
      if (!set(source, name))
        missing.push(line(name, "не задан (нужен для PAYMENT_PROVIDER=yookassa)", "not set (needed for PAYMENT_PROVIDER=yookassa)"));
    }
  } else if (provider !== "none") {
    missing.push(
      line(
        "PAYMENT_PROVIDER",
        "укажите yookassa (с YOOKASSA_SHOP_ID и YOOKASSA_SECRET_KEY) или none (без оплаты онлайн); тестового шлюза в боевом режиме нет",
        "set yookassa (with YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY) or none (no online payment); a live shop has no test gateway",
      ),
    );
  }
  if ((source.SMS_PROVIDER ?? "").trim() !== "smsru") {
    missing.push(line("SMS_PROVIDER", "укажите smsru (коды входа уходят по SMS)", "set smsru (sign-in codes go out by SMS)"));
  } else if (!set(source, "SMSRU_API_ID")) {
    missing.push(line("SMSRU_API_ID", "не задан (ключ API SMS.ru)", "not set (the SMS.ru API key)"));
  }
  const required: [string, string, string][] = [
    ["SMTP_URL", "не задан (почтовый сервер, smtp:// или smtps://)", "not set (the mail server, smtp:// or smtps://)"],
    ["MAIL_FROM", "не задан (адрес отправителя писем)", "not set (the sender address of e-mails)"],
    ["MANAGER_EMAIL", "не задан (куда приходят заказы и заявки)", "not set (where orders and requests go)"],
  ];
  for (const [name, ru, en] of required) if (!set(source, name)) missing.push(line(name, ru, en));
  return missing;
}

/** Online payment as configured (PAYMENT_PROVIDER and YOOKASSA_*), or the problem with it. */
function paymentOf(e: Settings, live: boolean): PaymentProviderConfig | string {
  const provider = e.PAYMENT_PROVIDER ?? (live ? "none" : "test");
  if (provider === "test" && live) return "PAYMENT_PROVIDER=test: в боевом режиме тестового шлюза нет / a live shop has no test gateway";
  if (provider !== "yookassa") return { kind: provider };
  if (!e.YOOKASSA_SHOP_ID || !e.YOOKASSA_SECRET_KEY)
    return "YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY: нужны для PAYMENT_PROVIDER=yookassa / required with PAYMENT_PROVIDER=yookassa";
  return {
    kind: "yookassa",
    yookassa: {
      shopId: e.YOOKASSA_SHOP_ID,
      secretKey: e.YOOKASSA_SECRET_KEY,
      apiUrl: e.YOOKASSA_API_URL,
      capture: e.YOOKASSA_CAPTURE !== "false",
      vatCode: e.YOOKASSA_VAT_CODE,
      paymentMode: e.YOOKASSA_PAYMENT_MODE,
      paymentSubject: e.YOOKASSA_PAYMENT_SUBJECT,
      deliveryPaymentSubject: e.YOOKASSA_DELIVERY_PAYMENT_SUBJECT,
      taxSystemCode: e.YOOKASSA_TAX_SYSTEM_CODE,
    },
  };
}

/** Where uploaded files are kept (FILE_STORE, S3_*), or the problem with it. */
function fileStoreOf(e: Settings): FileStoreConfig | string {
  if (e.FILE_STORE === "db") return { kind: "db" };
  if (!e.S3_BUCKET) return "S3_BUCKET: нужен для FILE_STORE=s3 / required when FILE_STORE=s3";
  return {
    kind: "s3",
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
  };
}

/**
 * The backend's configuration from `source` (normally process.env) and what the program running it shares with
 * it; throws one BackendConfigurationError naming every bad or missing variable.
 */
export function configFromEnv(source: Source, shared: Pick<BackendConfig, "dataDir" | "secret" | "publicUrl">): BackendConfig {
  const parsed = schema.safeParse(source);
  const messaging = parseMessagingSettings(source);
  const live = source.SHOP_MODE?.trim() === "live";
  const missing = live ? missingForLive(source) : [];
  // A setting live mode lacks is named once, by the live check.
  const lacking = new Set(missing.map((entry) => entry.split(":")[0]));
  const issues = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => ({ name: i.path.join("."), message: i.message }))),
    ...(messaging.ok ? [] : messaging.issues),
  ];
  const problems = issues
    .filter((i) => !lacking.has(i.name))
    .map((i) => `${i.name}=${JSON.stringify(source[i.name] ?? "")}: неверное значение / invalid value: ${i.message}`);
  problems.push(...missing);
  if (!parsed.success || !messaging.ok || problems.length > 0) throw new BackendConfigurationError(problems);
  const e = parsed.data;
  const payment = paymentOf(e, live);
  const fileStore = fileStoreOf(e);
  const refused = [payment, fileStore].filter((outcome): outcome is string => typeof outcome === "string");
  if (typeof payment === "string" || typeof fileStore === "string") throw new BackendConfigurationError(refused);
  return {
    ...shared,
    databaseUrl: e.DATABASE_URL,
    smsOutbox: e.SMS_OUTBOX,
    smsCodesPer10Min: e.SMS_CODES_PER_10_MIN,
    mailOutbox: e.MAIL_OUTBOX,
    messaging: messaging.settings,
    recaptchaSecret: e.RECAPTCHA_SECRET,
    recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL,
    dadataApiKey: e.DADATA_API_KEY,
    onecPriceType: e.ONEC_PRICE_TYPE,
    importTrustedAddresses: e.IMPORT_TRUSTED_ADDRESSES,
    seed: (e.SEED ?? (live ? "none" : "demo")) === "demo",
    fileStore,
    payment,
    paymentMethods: paymentMethodsOf(e, live),
  };
}
