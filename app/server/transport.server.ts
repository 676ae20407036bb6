import { configFromEnv } from "../../backend/config-env";
import { createBackend, type Backend } from "../../backend/index";
import { env } from "./env.server";
import { log } from "./log.server";
import { registerGauge } from "./observability/metrics.server";

/*
 * Exports (stable):
 *   interface Transport { fetch(path, init): Promise<Response>; ping(): Promise<void> }
 *   transport: Transport                       in-process backend, or HTTP to API_URL
 *   getInProcessBackend(): Promise<Backend>    the lazily created reference backend (api.$ route, healthz)
 *   paysOnTestPage: boolean                    online payment goes to the in-process backend's test page
 *   closeTransport(): Promise<void>            graceful shutdown
 * Token, client IP, timeout, BACKEND_DELAY_MS and the per-call log line are added by callApi (api/client.server.ts).
 */
/**
 * How the storefront reaches the `/api` contract: the in-process reference backend when API_URL
 * is unset, otherwise the shop's own backend over HTTP. Both take a path below `/api` and a plain RequestInit.
 */
export interface Transport {
  fetch(path: string, init: RequestInit): Promise<Response>;
  /** Throws when the backend cannot be reached (health check). */
  ping(): Promise<void>;
}

let backendPromise: Promise<Backend> | null = null;

/**
 * The in-process backend's settings, read by the backend itself from the environment at start (a wrong one stops
 * the start with its list, like the storefront's own); null when API_URL names the shop's own backend.
 */
const inProcessConfig = env.API_URL ? null : configFromEnv(process.env, { dataDir: env.dataDir, secret: env.secrets[0], publicUrl: env.publicUrl });

/** The online payment goes to the in-process backend's test page: no money moves (demo mode). */
export const paysOnTestPage = inProcessConfig?.payment?.kind === "test";

/** The in-process reference backend, created (migrated, seeded) on first use and shared by the process. */
export function getInProcessBackend(): Promise<Backend> {
  if (!inProcessConfig) return Promise.reject(new Error("API_URL is set: the shop's own backend answers, not the in-process one"));
  backendPromise ??= createBackend(inProcessConfig, log.child({ name: "backend" })).catch((error: unknown) => {
    backendPromise = null; // the next request tries again
    throw error;
  });
  return backendPromise;
}

const inProcess: Transport = {
  async fetch(path, init) {
    const backend = await getInProcessBackend();
    return backend.fetch(new Request(`http://backend.internal/api${path}`, init));
  },
  async ping() {
    await (await getInProcessBackend()).ping();
  },
};

function httpTransport(baseUrl: string): Transport {
  const base = baseUrl.replace(/\/$/, "");
  return {
    fetch: (path, init) => fetch(`${base}/api${path}`, init),
    async ping() {
      const response = await fetch(`${base}/api/common`, { signal: AbortSignal.timeout(3000) });
      if (!response.ok) throw new Error(`backend answered ${response.status}`);
      // A backend answering garbage is as down as one not answering: the shop cannot show a page from it.
      const common: unknown = await response.json().catch(() => null);
      if (common === null || typeof common !== "object" || Array.isArray(common))
        throw new Error("backend answered something that is not the common data");
    },
  };
}

export const transport: Transport = env.API_URL ? httpTransport(env.API_URL) : inProcess;

// The in-process backend's outbox: SMS and mail due and not yet sent. A backlog that keeps growing means a
// provider refuses or cannot be reached (messages wait, none is lost).
if (!env.API_URL) {
  registerGauge("shop_outbox_backlog", "SMS and e-mails due and not yet sent by the outbox", async () =>
    (await getInProcessBackend()).outbox.backlog(),
  );
}

/** Closes the in-process backend's database (graceful shutdown). */
export async function closeTransport(): Promise<void> {
  if (backendPromise) await (await backendPromise).close();
}
