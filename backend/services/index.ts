import path from "node:path";
import { createStaffCatalog, type StaffCatalog } from "./admin/catalog";
import { createStaffContent, type StaffContent } from "./admin/content";
import { trustedAddresses } from "../exchange/public-address";
import { createStaffImports, type StaffImports } from "./admin/imports";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { ResolvedConfig } from "../config";
import type { Dialect } from "../db/connection";
import type { Database } from "../db/schema";
import type { Outbox } from "../messaging";
import { createAccountServices } from "./accounts";
import { listChanges, recordAccess, type Actor } from "./admin/audit";
import { createStaffNotices, type StaffNotices } from "./admin/order-notices";
import { createStaffOrders, type StaffOrders } from "./admin/orders";
import { createStaffRequests, type StaffRequests } from "./admin/requests";
import { createStaffDelivery, type StaffDeliveryService } from "./admin/delivery";
import { createStaffSettings, type StaffSettings } from "./admin/settings";
import { createBrandFiles, type BrandFiles } from "./brand-files";
import { createStaffService, type StaffService } from "./admin/staff";
import type { FileStore } from "./file-store";
import { databaseFileStore } from "./file-store-db";
import { s3FileStore } from "./file-store-s3";
import { createOneCExchange, type OneCExchange } from "./onec-exchange";
import { createOrderServices, type OrderServices } from "./orders";
import { createPhotoStore, type PhotoStore } from "./photos";
import { recordChange } from "./admin/audit";

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
  /** SMS and mail, written in the transaction that causes them and sent by the outbox sender. */
  outbox: Outbox;
  auth: AuthService;
  codes: CodeService;
  limits: RateLimiter;
  orders: OrderServices;
  /** Uploaded files; read a request's file with `files.get(stored_name)` (see FileStore). */
  files: FileStore;
  /** Goods' and sections' photos: uploads checked, stored once with their derived sizes (services/photos.ts). */
  photos: PhotoStore;
  /** The shop's uploaded logo and favicon: checked by content, redrawn to PNG (services/brand-files.ts). */
  brand: BrandFiles;
  /** The back office: staff and their sessions, and the staff's side of orders, requests, the catalogue, the shop's settings and its content. */
  backoffice: {
    staff: StaffService;
    orders: StaffOrders;
    /** The texts the shopper is sent when an order moves on, as the admins edited them. */
    notices: StaffNotices;
    requests: StaffRequests;
    catalog: StaffCatalog;
    imports: StaffImports;
    settings: StaffSettings;
    delivery: StaffDeliveryService;
    content: StaffContent;
    /** The audit log: changes, and readings of shoppers' data (`access`, see DATA_ACCESS_ACTIONS). */
    audit: { list: OmitFirst<typeof listChanges>; access(actor: Actor, access: Parameters<typeof recordAccess>[3]): Promise<void> };
  };
  /** 1C's «Обмен с сайтом» (CommerceML over HTTP): its steps, as plain data (the protocol is http/onec-routes.ts). */
  onec: OneCExchange;
}

/** A function without its first parameter (the database it is bound to). */
type OmitFirst<F> = F extends (first: never, ...rest: infer R) => infer T ? (...rest: R) => T : never;

export interface ServiceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  config: ResolvedConfig;
  log: Logger;
  outbox: Outbox;
  files: FileStore;
}

/** The store of uploaded files the configuration names (the outbox attaches from it too, so it is made first). */
export function createFileStore(db: Kysely<Database>, config: ResolvedConfig): FileStore {
  const store = config.fileStore;
  return store.kind === "s3" ? s3FileStore(store) : databaseFileStore(db);
}

export function createServices(deps: ServiceDeps): Services {
  const accounts = createAccountServices(deps);
  const { db, config, files } = deps;
  const iso = () => new Date(config.now()).toISOString();
  const photos = createPhotoStore(db, files, config.now);
  const brand = createBrandFiles(files, iso);
  const backoffice = {
    staff: createStaffService({ db, secret: config.secret, now: config.now }),
    orders: createStaffOrders(db, iso, { outbox: accounts.outbox, publicUrl: config.publicUrl }),
    notices: createStaffNotices(db, iso),
    requests: createStaffRequests(db, files, iso, accounts.outbox),
    settings: createStaffSettings(db, iso, brand),
    catalog: createStaffCatalog(db, iso, photos),
    delivery: createStaffDelivery(db, iso),
    content: createStaffContent(db, iso, photos),
    imports: createStaffImports(db, deps.log, iso, photos, { trusted: trustedAddresses(config.importTrustedAddresses) }),
    audit: {
      list: (filter: Parameters<typeof listChanges>[1]) => listChanges(db, filter),
      access: (actor: Actor, access: Parameters<typeof recordAccess>[3]) => recordAccess(db, actor, iso(), access),
    },
  };
  const onec = createOneCExchange({
    db,
    log: deps.log,
    secret: config.secret,
    dir: path.join(config.dataDir, "1c-exchange"),
    staff: backoffice.staff,
    onImported: async (staff, result) => {
      await recordChange(db, { id: staff.id, email: staff.email }, iso(), {
        action: "catalog.import",
        entity: "import_job",
        entityId: result.jobId,
        before: null,
        after: { source: "1c", counters: result.counters },
      });
    },
    priceType: config.onecPriceType,
    photos,
    now: config.now,
  });
  return { ...accounts, files, photos, brand, orders: createOrderServices(deps, accounts, files), backoffice, onec };
}
