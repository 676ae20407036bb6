import type { Kysely } from "kysely";
import pino, { type Logger } from "pino";
import { resolveConfig, type BackendConfig, type ResolvedConfig } from "./config";
import { openDatabase, type Dialect } from "./db/connection";
import { prepareDatabase } from "./db/prepare";
import type { Database } from "./db/schema";
import { backofficeArea } from "./http/backoffice-area";
import { clientIp, requestIdOf, type Context } from "./http/context";
import { catalogArea } from "./http/catalog-area";
import { commerceArea } from "./http/commerce-area";
import { createRouter } from "./http/router";
import { createMessaging, type Outbox } from "./messaging";
import { createFileStore, createServices, type Services } from "./services";
import { rollBackInterruptedJobs } from "./services/import-jobs";
import { moveDiskUploads } from "./services/uploads-import";

export type { BackendConfig } from "./config";

export interface Backend {
  /** The `/api` contract as a Fetch-API handler: any `Request` whose path starts with `/api/`. */
  fetch(request: Request): Promise<Response>;
  /** Runs a cheap query; throws when the database cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
  db: Kysely<Database>;
  dialect: Dialect;
  config: ResolvedConfig;
  services: Services;
  /** The message outbox: its backlog for metrics. */
  outbox: Pick<Outbox, "backlog">;
  /** Sends every message that is due now and resolves when none is left (tests read the demo files after it). */
  deliverDueMessages(): Promise<void>;
}

/** Opens (and on first start migrates and seeds) the database and returns the `/api` handler. */
export async function createBackend(input: BackendConfig, log: Logger = pino({ name: "backend" })): Promise<Backend> {
  const config = resolveConfig(input);
  const { db, dialect } = openDatabase(config.dataDir, config.databaseUrl, log);
  const files = createFileStore(db, config);
  const messaging = createMessaging({ db, dialect, config, log, files });
  const services = createServices({ db, dialect, config, log, outbox: messaging.outbox, files });
  try {
    await prepareDatabase(db, config);
    // An import whose process died is marked rolled back (its transaction already was) once the schema is there.
    await rollBackInterruptedJobs(db);
    await moveDiskUploads(db, services.files, config.uploadsDir, log);
  } catch (error) {
    await db.destroy(); // a failed start must not leave a pool behind: the next request starts afresh
    throw error;
  }

  messaging.sender.start();
  const dispatch = createRouter([...catalogArea, ...commerceArea, ...backofficeArea]);

  return {
    db,
    dialect,
    config,
    services,
    outbox: messaging.outbox,
    deliverDueMessages: () => messaging.sender.deliverDue(),
    async fetch(request) {
      const url = new URL(request.url);
      const requestId = requestIdOf(request);
      // Every line logged for this call carries the caller's request id.
      const requestLog = requestId ? log.child({ reqId: requestId }) : log;
      const path = url.pathname.startsWith("/api/") ? url.pathname.slice("/api".length) : "/__none__";
      const started = performance.now();
      const response = await dispatch(path, () => makeContext(request, url, path, requestLog));
      // Debug: a page view makes several calls, each already in the storefront's access line's request.
      requestLog.debug({ method: request.method, path, status: response.status, ms: Math.round(performance.now() - started) }, "api request");
      return response;
    },
    async ping() {
      await db.selectFrom("sections").select("id").limit(1).execute();
    },
    async close() {
      await messaging.sender.stop();
      await db.destroy();
    },
  };

  function makeContext(request: Request, url: URL, path: string, requestLog: Logger): Context {
    return { request, url, path, ip: clientIp(request), dialect, config, services, log: requestLog, now: config.now };
  }
}
