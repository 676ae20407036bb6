import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { REQUEST_TIMEOUT_MS } from "~/config/constants";

/**
 * Exports (stable):
 *   env: Env                                   the validated environment of this process
 *   parseEnv(source): Env                      the same validation for any variables (tests)
 *   getPublicEnv(): Record<string, string>     RECAPTCHA_SITE_KEY and YANDEX_MAPS_KEY only, when set
 *   configurationWarnings(env): string[]       what a production start without some setting gets wrong
 *   type Env
 *
 * The environment, validated once at start (DESIGN.md §11). Every variable has a default that makes
 * `npm start` work on a fresh machine. Only `publicEnv` ever reaches the browser.
 */
const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  API_URL: optional.pipe(z.string().url().optional()),
  DATABASE_URL: optional,
  SESSION_SECRET: optional,
  RECAPTCHA_SITE_KEY: optional,
  RECAPTCHA_SECRET: optional,
  RECAPTCHA_VERIFY_URL: optional,
  DADATA_API_KEY: optional,
  YANDEX_MAPS_KEY: optional,
  SMS_OUTBOX: optional,
  SMS_CODES_PER_10_MIN: z.coerce.number().int().min(1).max(1_000_000).default(100),
  MAIL_OUTBOX: optional,
  PAYMENT_HOST: optional,
  PUBLIC_URL: optional,
  BACKEND_DELAY_MS: z.coerce.number().int().min(0).max(60000).default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SECURE_COOKIES: optional.pipe(z.enum(["true", "false"]).optional()),
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

/** Validates `source` (normally process.env); throws one readable error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const secrets = (e.SESSION_SECRET ?? loadOrCreateSecret(dataDir))
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const cookieSecurity: CookieSecurity =
    e.SECURE_COOKIES === "true" ? "always" : e.SECURE_COOKIES === "false" ? "never" : "by-protocol";
  return { ...e, dataDir, secrets, publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""), cookieSecurity };
}

/**
 * Absolute links (canonical, og:url, sitemap, robots.txt) come from PUBLIC_URL only, never from the request's
 * Host header, which any client sets and a shared cache would then serve to everyone. Without it a production
 * shop names http://localhost:PORT: it still starts (so `npm start` needs no set-up), but says so at start.
 */
export function configurationWarnings(e: Env): string[] {
  if (e.NODE_ENV !== "production" || e.PUBLIC_URL) return [];
  return [`PUBLIC_URL is not set: canonical links, og:url, the sitemap and robots.txt name ${e.publicUrl}. Set PUBLIC_URL to the shop's public address (e.g. https://mebel-dom.ru).`];
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
