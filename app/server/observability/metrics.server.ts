import client from "prom-client";

/*
 * Exports (stable):
 *   registerGauge(name, help, collect): void      a gauge read when /metrics is scraped (one line per module)
 *   metricsText(): Promise<string>, METRICS_CONTENT_TYPE
 *   observeHttpRequest(route, method, status, seconds): void
 *   observeBackendCall({ endpoint, method, seconds, failure }): void
 *   countCacheLookup(cache, result): void         result: "hit" | "stale" | "miss"
 *
 * The process's one Prometheus registry: default collectors (CPU, memory, handles, GC, event-loop lag), the
 * storefront's own series below, and the gauges other modules register.
 */
const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

export const METRICS_CONTENT_TYPE = registry.contentType;

export function metricsText(): Promise<string> {
  return registry.metrics();
}

/**
 * Adds a gauge whose value is asked for at each scrape, e.g.
 *   registerGauge("shop_outbox_backlog", "Messages waiting in the outbox", () => outbox.countWaiting());
 * `collect` may be async; when it throws the gauge keeps its previous value. Registering one name twice throws.
 */
export function registerGauge(name: string, help: string, collect: () => number | Promise<number>): void {
  new client.Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      try {
        this.set(await collect());
      } catch {
        // What it measures cannot be read now (its database is away): the other series are still served.
      }
    },
  });
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpDuration = new client.Histogram({
  name: "storefront_http_request_duration_seconds",
  help: "Time to answer a request, by route id, method and status class (2xx…5xx)",
  labelNames: ["route", "method", "status_class"],
  buckets: SECONDS_BUCKETS,
  registers: [registry],
});

/**
 * The histogram's series by route, method and status class, each looked up once: prom-client would otherwise
 * hash a label object on every request. All three labels are bounded (route ids, HTTP methods, five classes).
 */
const httpSeries = new Map<string, client.Histogram.Internal<"route" | "method" | "status_class">>();

/** `route` is a route id (bounded), never the raw URL. */
export function observeHttpRequest(route: string, method: string, status: number, seconds: number): void {
  const statusClass = `${Math.floor(status / 100)}xx`;
  const key = `${route} ${method} ${statusClass}`;
  let series = httpSeries.get(key);
  if (!series) httpSeries.set(key, (series = httpDuration.labels({ route, method, status_class: statusClass })));
  series.observe(seconds);
}

const backendDuration = new client.Histogram({
  name: "storefront_backend_call_duration_seconds",
  help: "Time a backend (/api) call took, by endpoint and method",
  labelNames: ["endpoint", "method"],
  buckets: SECONDS_BUCKETS,
  registers: [registry],
});
const backendFailures = new client.Counter({
  name: "storefront_backend_call_errors_total",
  help: "Backend calls that got no usable answer, by endpoint, method and reason (unreachable, timeout, 5xx)",
  labelNames: ["endpoint", "method", "reason"],
  registers: [registry],
});

/** A path with an open-ended tail (a media file's name) is counted under its prefix, so the labels stay few. */
function endpointOf(path: string): string {
  return path.startsWith("/media/") ? "/media/*" : path;
}

export type BackendFailure = "unreachable" | "timeout" | "5xx";

export function observeBackendCall(call: { endpoint: string; method: string; seconds: number; failure: BackendFailure | null }): void {
  const labels = { endpoint: endpointOf(call.endpoint), method: call.method };
  backendDuration.observe(labels, call.seconds);
  if (call.failure) backendFailures.inc({ ...labels, reason: call.failure });
}

type CacheResult = "hit" | "stale" | "miss";
const cacheLookups = new client.Counter({
  name: "storefront_cache_lookups_total",
  help: "Lookups in the storefront's caches, by cache and result (hit: fresh, stale: served while refreshing, miss)",
  labelNames: ["cache", "result"],
  registers: [registry],
});
/** Lookups per cache since start, for the ratio gauge. */
const cacheTallies = new Map<string, { served: number; total: number }>();
new client.Gauge({
  name: "storefront_cache_hit_ratio",
  help: "Share of lookups since start answered from the cache (fresh or stale), by cache",
  labelNames: ["cache"],
  registers: [registry],
  collect() {
    for (const [cache, tally] of cacheTallies) this.set({ cache }, tally.served / tally.total);
  },
});

export function countCacheLookup(cache: string, result: CacheResult): void {
  cacheLookups.inc({ cache, result });
  const tally = cacheTallies.get(cache) ?? { served: 0, total: 0 };
  tally.total++;
  if (result !== "miss") tally.served++;
  cacheTallies.set(cache, tally);
}
