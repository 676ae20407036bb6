import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema";
import { IMPORT_MESSAGES } from "../exchange/messages";
import { ImportRefused } from "../exchange/records";
import { markExported, ordersForOneC, type HandedOrder } from "./onec-orders";
import { applySaleFile, SALE_FILE_LIMITS, type SaleFileStep } from "./onec-sale-files";
import type { StaffOrders } from "./admin/orders";
import type { OrderMailDeps } from "./order-mails";
import { EXCHANGE_ZIP_LIMITS, unzipInto, type ZipLimits } from "../exchange/unzip";
import { importFromSource } from "./catalog-exchange";
import { adoptImportedPictures } from "./import-pictures";
import type { PhotoStore } from "./photos";
import type { ImportResult } from "./catalog-import";
import { claimJob, finishJob, jobOfClaim, rollBackInterruptedJobs } from "./import-jobs";
import type { StaffMember, StaffService } from "./admin/staff";
import { recordAccess, type DataAccessAction } from "./admin/audit";
import { keyedHash } from "./secrets";

/**
 * The site side of 1C's «Обмен с сайтом» (CommerceML 2 over HTTP), as plain steps; the protocol (Basic auth,
 * the cookie, text/plain answers) is the HTTP layer's (`http/onec-routes.ts`).
 * `type=catalog`: sign-in → a session; init empties the login's folder; files arrive (parts of one file are
 * appended; pictures `import_files/…` beside the XML); import unpacks the archives received (streamed, entry by
 * entry) and runs the import as a job in the background, answering `progress` until it has ended.
 * `type=sale`: the orders changed since 1C last confirmed them, as CommerceML; then the revisions handed over are
 * recorded as received; 1C's own orders file (parts like the catalogue's) changes the shop's orders (onec-sale-files.ts).
 * A session is a staff session of the exchange kind, so disabling the account, resetting its password or ending
 * its sessions ends it at once. An import job is claimed in the database by the session and file name, so a
 * poll that lands on another container of the shop continues the same job instead of starting it again.
 * Every sign-in and every hand-over of orders is in the audit log: who, when, how many orders.
 */
export interface OneCExchangeDeps {
  db: Kysely<Database>;
  log: Logger;
  secret: string;
  /** Where received files are kept: one folder per login (shared by the shop's containers). */
  dir: string;
  staff: Pick<StaffService, "openExchange" | "exchangeStaffOf">;
  /** Called once for each import that ended in success (the audit log). */
  onImported?(staff: StaffMember, result: ImportResult): Promise<void>;
  /** The 1C price type whose prices the shop shows (by name); the file's first type when unset. */
  priceType?: string;
  /** What a file received (parts together) and its archive unpacked may come to (EXCHANGE_ZIP_LIMITS by default). */
  archiveLimits?: ZipLimits;
  /** The image pipeline the pictures 1C sent go through after each import. */
  photos?: PhotoStore;
  /** The back office's stage moves and the shopper's letters, which 1C's orders file goes through. */
  orders: Pick<StaffOrders, "moveStage">;
  mails: OrderMailDeps;
  now(): number;
}

/** A signed-in exchange: its account and a key of its session (the token's keyed hash). */
export interface ExchangeSession {
  staff: StaffMember;
  key: string;
}

/** Where an import stands: still running, or ended with its counters or its reason (Russian; null: a fault). */
/** What became of a part of a file: appended, refused for its name, or refused as the file grew past its bound. */
export type ReceiveResult = "appended" | "bad_name" | "too_large";

export type ImportStep =
  { state: "progress" } | { state: "done"; created: number; updated: number; services: number } | { state: "failed"; reason: string | null };

/** How long a `mode=import` call waits for its import before answering `progress`. */
const IMPORT_WAIT_MS = 20_000;
/** How often a poll of a job running on another container looks at its row. */
const JOB_POLL_MS = 500;
/** A file name 1C may send: letters, digits, `_ . -`, folders separated by `/`; no part only dots. */
const FILE_NAME = /^(?!\.+(\/|$))[\w.-]+(\/(?!\.+(\/|$))[\w.-]+)*$/;

/** Appends a part to `folder/name`; nothing is written for a name a file may not have, a file past `maxBytes` is dropped. */
function appendPart(folder: string, name: string, part: Uint8Array, maxBytes: number): ReceiveResult {
  if (!FILE_NAME.test(name)) return "bad_name";
  const target = path.join(folder, name);
  const existing = fs.statSync(target, { throwIfNoEntry: false });
  // A folder the exchange made (import_files) is no file to append to.
  if (existing?.isDirectory()) return "bad_name";
  // Parts are appended: the whole file is bounded too, and one past the bound is dropped at once.
  if ((existing?.size ?? 0) + part.byteLength > maxBytes) {
    fs.rmSync(target, { force: true });
    return "too_large";
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.appendFileSync(target, part);
  return "appended";
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export function createOneCExchange(deps: OneCExchangeDeps) {
  const { db, log } = deps;
  const archiveLimits = deps.archiveLimits ?? EXCHANGE_ZIP_LIMITS;
  /** The imports this process runs, so its own polls wait on them without the database (SQLite's one writer). */
  const running = new Map<string, Promise<unknown>>();
  const folderOf = (login: string) => path.join(deps.dir, keyedHash(deps.secret, login).slice(0, 16));
  const iso = () => new Date(deps.now()).toISOString();
  const changeDeps = { db, log, orders: deps.orders, mails: deps.mails, now: iso };
  const actorOf = (session: ExchangeSession) => ({ id: session.staff.id, email: session.staff.email });
  const audit = (staff: StaffMember, action: DataAccessAction, after: Record<string, unknown>) =>
    recordAccess(db, { id: staff.id, email: staff.email }, iso(), { action, entity: "staff", entityId: staff.id, after });

  /** Unpacks what arrived and imports `name` under a job already claimed; the job row gets how it ended. */
  async function importClaimed(session: ExchangeSession, name: string, jobId: number): Promise<void> {
    const folder = folderOf(session.staff.email);
    const refuse = (message: string) =>
      finishJob(db, jobId, {
        status: "failed",
        counters: { processed: 0, created: 0, updated: 0, unchanged: 0, skipped: 0, services: 0 },
        errors: [],
        changes: [],
        message,
      });
    try {
      const received = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
      for (const archive of received.filter((f) => f.toLowerCase().endsWith(".zip"))) {
        await unzipInto(path.join(folder, archive), folder, archiveLimits);
        fs.rmSync(path.join(folder, archive));
      }
    } catch (error) {
      log.warn({ err: error }, "1C exchange: archive refused");
      return refuse(error instanceof ImportRefused ? error.message : IMPORT_MESSAGES.badZip);
    }
    const source = path.join(folder, name);
    if (!fs.statSync(source, { throwIfNoEntry: false })?.isFile()) return refuse(IMPORT_MESSAGES.noFile);
    // 1C is the shop's catalogue: the groups it sends are the sections shown, as soon as it sends them.
    const result = await importFromSource(db, log, { source, format: "commerceml", priceType: deps.priceType, jobId, publishSections: true });
    if (result.status !== "done") return;
    await deps.onImported?.(session.staff, result);
    // The pictures sent beside the XML become photos after the import, in the background (seconds each).
    if (deps.photos) {
      adoptImportedPictures(db, deps.photos, log, { filesDir: folder }).catch((error: unknown) =>
        log.error({ err: error }, "1C exchange: pictures not taken"),
      );
    }
  }

  /** Waits up to IMPORT_WAIT_MS for the job of `claim` to end, here or on another container. */
  async function awaitJob(claim: string): Promise<void> {
    const until = performance.now() + IMPORT_WAIT_MS;
    const local = running.get(claim);
    if (local) {
      await Promise.race([local, sleep(IMPORT_WAIT_MS)]);
      return;
    }
    while ((await jobOfClaim(db, claim))?.status === "running" && performance.now() < until) await sleep(JOB_POLL_MS);
  }

  return {
    /** A session token for 1C's login and password, else null; throws `rate_limited` past the sign-in limits. */
    async signIn(input: { login: string; password: string; ip: string }): Promise<string | null> {
      const opened = await deps.staff.openExchange({ email: input.login, password: input.password, ip: input.ip });
      if (!opened) {
        log.warn({ login: input.login, ip: input.ip }, "1C exchange: authentication refused");
        return null;
      }
      await audit(opened.staff, "onec.sign_in", { ip: input.ip });
      return opened.token;
    },

    /** The live session of a token, else null. */
    async session(token: string): Promise<ExchangeSession | null> {
      const staff = await deps.staff.exchangeStaffOf(token);
      return staff && { staff, key: keyedHash(deps.secret, `1c-session:${token}`).slice(0, 24) };
    },

    /** A new exchange starts from an empty folder: parts of an earlier, broken one must not be appended to. */
    init(session: ExchangeSession): void {
      fs.rmSync(folderOf(session.staff.email), { recursive: true, force: true });
      fs.mkdirSync(folderOf(session.staff.email), { recursive: true });
    },

    /** Appends a part of a file; nothing is written for a name a file may not have, and a file past its bound is dropped. */
    receive(session: ExchangeSession, name: string, part: Uint8Array): ReceiveResult {
      return appendPart(folderOf(session.staff.email), name, part, archiveLimits.maxTotalBytes);
    },

    /** The most one received file may come to, parts together (for 1C's message). */
    maxFileBytes: archiveLimits.maxTotalBytes,

    /**
     * Starts the import of `name` for this session, or continues it (on whichever container it runs), and says
     * where it stands after waiting a while; an import that ended answers the same each time it is asked.
     */
    async importStep(session: ExchangeSession, name: string): Promise<ImportStep> {
      if (!FILE_NAME.test(name)) return { state: "failed", reason: IMPORT_MESSAGES.noFile };
      const claim = `1c:${session.key}:${name}`;
      // A job whose container died ends here as interrupted, so 1C is told to start again instead of waiting forever.
      await rollBackInterruptedJobs(db);
      if (!running.has(claim) && !(await jobOfClaim(db, claim))) {
        const jobId = await claimJob(db, { kind: "commerceml", source: name, claim });
        if (jobId !== null) {
          const job = importClaimed(session, name, jobId)
            .catch((error: unknown) => log.error({ err: error }, "1C exchange: import failed"))
            .finally(() => running.delete(claim));
          running.set(claim, job);
        }
      }
      await awaitJob(claim);
      if (running.has(claim)) return { state: "progress" };
      const job = await jobOfClaim(db, claim);
      if (!job || job.status === "running") return { state: "progress" };
      if (job.status === "done") return { state: "done", created: job.created, updated: job.updated, services: job.services };
      return { state: "failed", reason: job.message };
    },

    /** The orders changed since 1C confirmed them, as CommerceML; the hand-over is in the audit log. */
    async ordersQuery(session: ExchangeSession): Promise<string> {
      const { handed, xml } = await ordersForOneC(db, new Date(deps.now()));
      fs.mkdirSync(folderOf(session.staff.email), { recursive: true });
      fs.writeFileSync(queriedFile(session), JSON.stringify(handed));
      const ids = handed.map((o) => o.id);
      await audit(session.staff, "onec.orders_sent", { records: ids.length, ...(ids.length ? { first: ids[0], last: ids[ids.length - 1] } : {}) });
      return xml;
    },

    /** 1C confirmed the orders of the session's last query as they were then: a later change stays for the next query. */
    async ordersReceived(session: ExchangeSession): Promise<void> {
      const file = queriedFile(session);
      const handed = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as HandedOrder[]) : [];
      await markExported(db, handed, new Date(deps.now()));
      fs.rmSync(file, { force: true });
      await audit(session.staff, "onec.orders_confirmed", { records: handed.length });
    },

    /** The most one orders file from 1C may come to, parts together (for 1C's message). */
    maxSaleFileBytes: SALE_FILE_LIMITS.maxTotalBytes,

    /** A part of 1C's orders file (`type=sale&mode=file`): appended, and applied as soon as the file is whole. */
    async saleFile(session: ExchangeSession, name: string, part: Uint8Array): Promise<SaleFileStep | Exclude<ReceiveResult, "appended">> {
      const received = appendPart(saleFolderOf(session), name, part, SALE_FILE_LIMITS.maxTotalBytes);
      if (received !== "appended") return received;
      return applySaleFile(changeDeps, actorOf(session), path.join(saleFolderOf(session), name), false);
    },

    /** `type=sale&mode=import`: the answer of the orders file applied already, else applies it (it must be whole now). */
    async saleImport(session: ExchangeSession, name: string): Promise<SaleFileStep> {
      if (!FILE_NAME.test(name)) return { state: "failed", reason: IMPORT_MESSAGES.noFile };
      return applySaleFile(changeDeps, actorOf(session), path.join(saleFolderOf(session), name), true);
    },
  };

  /** 1C's orders files, apart from the catalogue's. */
  function saleFolderOf(session: ExchangeSession): string {
    return path.join(folderOf(session.staff.email), "sale");
  }

  /** The orders handed over by the last query of a login, until 1C confirms them. */
  function queriedFile(session: ExchangeSession): string {
    return path.join(folderOf(session.staff.email), "sale-query.json");
  }
}

export type OneCExchange = ReturnType<typeof createOneCExchange>;
