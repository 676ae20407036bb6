import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { BACKEND_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from "~/config/constants";
import { missingForLive } from "./live-requirements.server";

/**
 * Exports (stable):
 *   env: Env                                   the validated environment of this process
 *   parseEnv(source): Env                      the same validation for any variables (tests)
 *   getPublicEnv(): Record<string, string>     RECAPTCHA_SITE_KEY and YANDEX_MAPS_KEY only, when set
 *   configurationWarnings(env): string[]       what a production start without some setting gets wrong
 *   class ConfigurationError                   thrown by parseEnv: one message listing every problem
 *   type Env
 *
 * The storefront's environment, validated once at start with zod: its server, cookies, timeouts, public keys and
 * metrics. The in-process backend reads its own settings (payment, files, SMS and mail, imports:
 * backend/config-env.ts, called by transport.server.ts). Every variable has a default that makes `npm start`
 * work on a fresh machine (SHOP_MODE=demo). SHOP_MODE=live refuses to start until what a real shop needs is
 * configured. Only `publicEnv` ever reaches the browser.
 */
const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const flag = optional.pipe(z.enum(["true", "false"]).optional());
/** One check, one message: a URL of one of `protocols`. */
const urlOf = (protocols: string[], message: string) =>
  z.string().refine((v) => {
    try {
      return protocols.includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, message);
const httpUrl = optional.pipe(urlOf(["http:", "https:"], "must be an http:// or https:// address").optional());

const schema = z.object({
  SHOP_MODE: z.enum(["demo", "live"]).default("demo"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Read by server.mjs (express "trust proxy"): a hop count, true, or addresses and names such as loopback. */
  TRUST_PROXY: optional.pipe(
    z
      .string()
      .regex(/^(true|false|\d{1,2}|[a-z0-9.:/,\s_-]+)$/i, "a hop count (1), true, or addresses such as loopback")
      .optional(),
  ),
  DATA_DIR: z.string().default("./data"),
  API_URL: optional.pipe(z.string().url().optional()),
  DATABASE_URL: optional,
  SESSION_SECRET: optional,
  RECAPTCHA_SITE_KEY: optional,
  YANDEX_MAPS_KEY: optional,
  PAYMENT_HOST: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9.-]+(:\d+)?$/i, "a host name such as yoomoney.ru, without https://")
      .optional(),
  ),
  PUBLIC_URL: httpUrl,
  BACKEND_DELAY_MS: z.coerce.number().int().min(0).max(60000).default(0),
  /** How long a request's backend calls may take in all before the shopper gets the 503 page. */
  BACKEND_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(BACKEND_TIMEOUT_MS),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Who may read /metrics: addresses and CIDRs, comma-separated (proxy-addr syntax, "loopback" included). */
  METRICS_ALLOW: z.string().default("loopback"),
  /** Anyone sending `Authorization: Bearer <this>` may read /metrics too; unset: nobody by token. */
  METRICS_TOKEN: optional,
  SECURE_COOKIES: flag,
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(REQUEST_TIMEOUT_MS),
});

export type CookieSecurity = "by-protocol" | "always" | "never";

export type Env = z.infer<typeof schema> & {
  dataDir: string;
  /** Cookie-signing and token-hashing secrets, newest first (rotation: old ones still verify). */
  secrets: string[];
  publicUrl: string;
  /**
   * When cookies get `Secure`: `by-protocol` (default) when the request came over HTTPS, so a shop opened at
   * http://<address>:3000 still keeps its cart; `always` (SECURE_COOKIES=true, what a live shop behind HTTPS
   * sets); `never` (SECURE_COOKIES=false).
   */
  cookieSecurity: CookieSecurity;
};

/**
 * A missing SESSION_SECRET is generated once and kept in DATA_DIR (mode 0600), so one container with a volume
 * starts with no set-up and a restart signs nobody out. Several containers must share it via the environment.
 */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "secrets.json");
  try {
    const stored = JSON.parse(fs.readFileSync(file, "utf8")) as { sessionSecret?: unknown };
    if (typeof stored.sessionSecret === "string" && stored.sessionSecret.length >= 32) return stored.sessionSecret;
  } catch {
    // No file yet (or unreadable): make one below.
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString("hex");
  fs.writeFileSync(file, JSON.stringify({ sessionSecret: secret }), { mode: 0o600 });
  console.warn(`SESSION_SECRET is not set: generated one and stored it in ${file}`);
  return secret;
}

/** Every problem of the configuration at once, one per line, so the operator fixes them in one go. */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Магазин не запущен: исправьте настройки / The shop did not start: fix the configuration\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigurationError";
  }
}

/** Validates `source` (normally process.env); throws one ConfigurationError naming every bad or missing variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  const missing = source.SHOP_MODE?.trim() === "live" ? missingForLive(source) : [];
  // A setting live mode lacks is named once, by the live check.
  const lacking = new Set(missing.map((line) => line.split(":")[0]));
  const issues = parsed.success ? [] : parsed.error.issues.map((i) => ({ name: i.path.join("."), message: i.message }));
  const problems = issues
    .filter((i) => !lacking.has(i.name))
    .map((i) => `${i.name}=${JSON.stringify(source[i.name] ?? "")}: неверное значение / invalid value: ${i.message}`);
  problems.push(...missing);
  if (!parsed.success || problems.length > 0) throw new ConfigurationError(problems);
  const e = {
    ...parsed.data,
    // YooKassa's payment pages are on yoomoney.ru: the one external host the buyer may be sent to. The backend
    // reads PAYMENT_PROVIDER itself (backend/config-env.ts); here it only names that host.
    PAYMENT_HOST: parsed.data.PAYMENT_HOST ?? (source.PAYMENT_PROVIDER?.trim() === "yookassa" ? "yoomoney.ru" : undefined),
  };
  const dataDir = path.resolve(e.DATA_DIR);
  // Several containers share one PostgreSQL: a secret generated by each on its own disk would make a sign-in on
  // one container invalid on the next, silently. So with DATABASE_URL the secret must come from the environment.
  if (e.DATABASE_URL && !e.SESSION_SECRET) {
    throw new ConfigurationError([
      "SESSION_SECRET: нужен вместе с DATABASE_URL, общий для всех контейнеров / required when DATABASE_URL is set (every container of the shop must share one; e.g. SESSION_SECRET=$(openssl rand -hex 32))",
    ]);
  }
  const secrets = (e.SESSION_SECRET ?? loadOrCreateSecret(dataDir))
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const cookieSecurity: CookieSecurity = e.SECURE_COOKIES === "true" ? "always" : e.SECURE_COOKIES === "false" ? "never" : "by-protocol";
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return { ...e, dataDir, secrets, publicUrl, cookieSecurity };
}

/**
 * Absolute links (canonical, og:url, sitemap, robots.txt) come from PUBLIC_URL only, never from the request's
 * Host header, which any client sets and a shared cache would then serve to everyone. Without it a production
 * shop names http://localhost:PORT: it still starts (so `npm start` needs no set-up), but says so at start.
 */
export function configurationWarnings(e: Env): string[] {
  if (e.NODE_ENV !== "production" || e.PUBLIC_URL) return [];
  return [
    `PUBLIC_URL is not set: canonical links, og:url, the sitemap and robots.txt name ${e.publicUrl}. Set PUBLIC_URL to the shop's public address (e.g. https://mebel-dom.ru).`,
  ];
}

export const env: Env = parseEnv(process.env);
for (const warning of configurationWarnings(env)) console.warn(JSON.stringify({ level: 40, name: "storefront", msg: warning }));

/** The only configuration the browser may see. */
export function getPublicEnv(): Record<string, string> {
  const out: Record<string, string> = {};
  if (env.RECAPTCHA_SITE_KEY) out.RECAPTCHA_SITE_KEY = env.RECAPTCHA_SITE_KEY;
  if (env.YANDEX_MAPS_KEY) out.YANDEX_MAPS_KEY = env.YANDEX_MAPS_KEY;
  return out;
}
