import { createStaffCatalog, type StaffCatalog } from "./admin/catalog";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { ResolvedConfig } from "../config";
import type { Dialect } from "../db/connection";
import type { Database } from "../db/schema";
import { createAccountServices } from "./accounts";
import { listChanges } from "./admin/audit";
import { createStaffOrders, type StaffOrders } from "./admin/orders";
import { createStaffRequests, type StaffRequests } from "./admin/requests";
import { createStaffService, type StaffService } from "./admin/staff";
import type { FileStore } from "./file-store";
import { databaseFileStore } from "./file-store-db";
import { s3FileStore } from "./file-store-s3";
import { createOrderServices, type OrderServices } from "./orders";

/** One message the SMS or mail stand-in "sends": appended as a JSON line to its outbox file. */
export interface OutboxMessage {
  to: string;
  text: string;
  subject?: string;
}
export interface Outbox {
  send(message: OutboxMessage): Promise<void>;
}

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

export interface Services {
  tokens: TokenService;
  sms: Outbox;
  mail: Outbox;
  auth: AuthService;
  codes: CodeService;
  limits: RateLimiter;
  orders: OrderServices;
  /** Uploaded files; read a request's file with `files.get(stored_name)` (see FileStore). */
  files: FileStore;
  /** The back office: staff and their sessions, and the staff's side of orders and requests. */
  backoffice: {
    staff: StaffService;
    orders: StaffOrders;
    requests: StaffRequests;
    catalog: StaffCatalog;
    audit: { list: OmitFirst<typeof listChanges> };
  };
}

/** A function without its first parameter (the database it is bound to). */
type OmitFirst<F> = F extends (first: never, ...rest: infer R) => infer T ? (...rest: R) => T : never;

export interface ServiceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  config: ResolvedConfig;
  log: Logger;
}

export function createServices(deps: ServiceDeps): Services {
  const accounts = createAccountServices(deps);
  const { db, config } = deps;
  const store = config.fileStore;
  const files = store.kind === "s3" ? s3FileStore(store) : databaseFileStore(db);
  const iso = () => new Date(config.now()).toISOString();
  const backoffice = {
    staff: createStaffService({ db, secret: config.secret, limits: accounts.limits, now: config.now }),
    orders: createStaffOrders(db, iso),
    requests: createStaffRequests(db, files, iso),
    catalog: createStaffCatalog(db, iso),
    audit: { list: (filter: Parameters<typeof listChanges>[1]) => listChanges(db, filter) },
  };
  return { ...accounts, files, orders: createOrderServices(deps, accounts, files), backoffice };
}
