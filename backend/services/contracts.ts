import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { ResolvedConfig } from "../config";
import type { Dialect } from "../db/connection";
import type { Database } from "../db/schema";
import type { Outbox } from "../messaging";
import type { FileStore } from "./file-store";

/**
 * The types the services share: what every service is built from (`ServiceDeps`) and the account services the
 * others use (sessions, codes, rate limits). They live apart from `index.ts`, which builds every service, so a
 * service never imports the module that imports it.
 */
export interface AuthUser {
  id: number;
  phone: string;
  email: string | null;
  fio: string | null;
}

export interface AuthService {
  /** The user of a valid, unexpired, unrevoked session token, else null. */
  userOfToken(token: string): Promise<AuthUser | null>;
}

export interface CodeService {
  /**
   * Creates a one-time code for `purpose` and sends it to `to` over `channel`. Enforces the limits of the
   * requesting `ip` (120 s resend delay per recipient and purpose, daily caps per recipient and in all) and the
   * shop-wide SMS budget: throws `code_resend_too_early`, `code_daily_cap` or `sms_busy` with `retryIn`. `payload`
   * is kept with the code and handed back by `verify`.
   */
  issue(input: {
    purpose: string;
    to: string;
    channel: "sms" | "mail";
    ip: string;
    payload?: unknown;
  }): Promise<{ formId: string; resendIn: number }>;
  /** Checks a code (10 min, single use, 5 wrong tries kill it): throws a `code_*` DomainError on the field `code`. */
  verify(input: { formId: string; code: string; purpose: string }): Promise<{ to: string; payload: unknown }>;
}

export interface RateLimiter {
  /** Counts one hit on `key`; past `limit` hits in `windowS` seconds throws a `rate_limited` DomainError. */
  consume(key: string, limit: number, windowS: number): Promise<void>;
}

/** Issuing and revoking session tokens (the auth service reads them). */
export interface TokenService {
  issue(userId: number): Promise<string>;
  revoke(token: string): Promise<void>;
}

export interface ServiceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  config: ResolvedConfig;
  log: Logger;
  outbox: Outbox;
  files: FileStore;
}

/** The outbox, sessions, one-time codes and rate limits: what `createAccountServices` builds. */
export interface AccountServices {
  tokens: TokenService;
  /** SMS and mail, written in the transaction that causes them and sent by the outbox sender. */
  outbox: Outbox;
  auth: AuthService;
  codes: CodeService;
  limits: RateLimiter;
}
