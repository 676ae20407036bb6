// The storefront's HTTP server: Remix behind express (docs/decisions/0006-custom-server.md).
// Environment read here: PORT, HOST, NODE_ENV, TRUST_PROXY; the app validates the rest (app/server/env.server.ts).
// Order of the middleware: request id, log and metrics; public files (their own short path); what pages need.
// Access log, request ids and /metrics: app/server/observability/.
// Load context for every loader/action: `{ clientIp: string }`.
import net from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import onHeaders from "on-headers";

const here = path.dirname(fileURLToPath(import.meta.url));
// Production unless the operator asked otherwise: React and Remix pick their development builds (several times
// slower, with checks meant for a developer) from NODE_ENV as they load, which the app's import below does.
process.env.NODE_ENV ??= "production";
/** A wrong or incomplete configuration (the app validates it as it loads) ends the process with its one list. */
const build = await import(path.join(here, "build/index.js")).catch((error) => {
  if (error?.name !== "ConfigurationError") throw error;
  console.error(error.message);
  process.exit(1);
});
const { httpLimits, tooLargeAnswer } = build.entry.module;
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

const app = express();
app.disable("x-powered-by");
// Behind a proxy or load balancer, TRUST_PROXY names the hops to trust (e.g. "1" or "loopback"). A count must
// reach express as a number: the string "1" would be read as the IP address 0.0.0.1 and trust nobody.
const trustProxy = process.env.TRUST_PROXY;
if (trustProxy) app.set("trust proxy", /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);

// Request id (X-Request-Id), one access log line and the duration metrics for every request; /metrics.
const observer = build.entry.module.createRequestObserver({
  routes: build.routes,
  trustsPeer: (req) => app.get("trust proxy fn")(req.socket.remoteAddress ?? "", 0),
});
app.use(observer.requests);
app.get("/metrics", observer.metrics);

/** Answers still being written, so a shutdown can ask each of them to close its connection. */
const openAnswers = new Set();
let stopping = false;

/**
 * Every answer, whatever serves it (static files, documents, /api JSON, errors): browsers must not guess a
 * content type other than the one we send. During a shutdown every answer closes its connection.
 */
app.use((req, res, next) => {
  // Set as the headers go out, so that a route that sends its own copy does not make it a list.
  onHeaders(res, () => res.setHeader("X-Content-Type-Options", "nosniff"));
  if (stopping) res.setHeader("Connection", "close");
  openAnswers.add(res);
  res.on("close", () => openAnswers.delete(res));
  res.on("finish", () => drainUnreadBody(req));
  next();
});

/**
 * A body the route never read (a 404, an action that reads no form) would sit in the socket once the answer is
 * out: the stream Remix made of it stops pulling when its buffer is full, and the keep-alive connection's next
 * request then hangs behind it. It is read and thrown away instead; one larger than any form may be is cut, but
 * not before the client has had a moment to read the answer: a reset while it is still sending makes its
 * kernel drop the answer unread (the "lingering close" of web servers).
 */
function drainUnreadBody(req) {
  if (req.complete || req.destroyed) return;
  let discarded = 0;
  const answeredAt = Date.now();
  req.removeAllListeners("data");
  req.on("data", (chunk) => {
    discarded += chunk.length;
    if (discarded > httpLimits.maxDeclaredBodyBytes && Date.now() - answeredAt > httpLimits.lingerMs) req.destroy();
  });
  req.resume();
}

/** A body declared larger than any form can need is refused before a byte of it is read. */
app.use((req, res, next) => {
  if (!(Number(req.get("content-length")) > httpLimits.maxDeclaredBodyBytes)) return next();
  const answer = tooLargeAnswer(req.path);
  // The unread body stays on the wire: the connection cannot be reused.
  res.status(413).set({ "Content-Type": answer.contentType, "Cache-Control": "no-store", Connection: "close" });
  res.send(answer.body);
});

// Public files are served before anything pages need, and only these: hashed build assets under /build (they
// never change: answered from memory, compressed once) and the few other files in public/, listed once at start
// (they may change with a deploy). A page's path is never looked up on disk.
const publicDir = path.join(here, "public");
const buildDir = path.join(publicDir, "build");
app.use("/build", build.entry.module.createBuildAssets(buildDir, express.static(buildDir, { immutable: true, maxAge: "1y" })));

// Brotli (what browsers get) at compression's quality 4, with a 256 KB window instead of brotli's default 4 MB:
// larger than any page, so no byte is lost, and the encoder no longer allocates and clears megabytes per answer
// (that cost a rendered page more CPU than rendering its root).
const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } });
app.use(compress);

const otherPublicFiles = express.static(publicDir, { maxAge: "1h" });
const publicFilePaths = new Set(
  [...build.entry.module.filesByUrlPath(publicDir).keys()].filter((file) => !file.startsWith("/build/")).flatMap((file) => [file, encodeURI(file)]),
);
app.use((req, res, next) => (publicFilePaths.has(req.path) ? otherPublicFiles(req, res, next) : next()));

app.get("/healthz", async (req, res) => {
  const { status, text } = await build.entry.module.healthAnswer();
  res.locals.routeId = "healthz";
  res.status(status).set({ "Content-Type": "text/plain", "Cache-Control": "no-store" }).end(text);
});

/** The host an `Origin` header names; null for "null" and garbage. */
function originHost(origin) {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Cross-site posts: any request that changes something and says it comes from another site is
 * refused with 403 before any route runs.
 */
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const site = req.get("sec-fetch-site");
  const origin = req.get("origin");
  const api = req.path === "/api" || req.path.startsWith("/api/");
  // A page's post whose Origin names another host (or "null") is refused here whatever Sec-Fetch-Site says:
  // Remix's own check, which compares it with X-Forwarded-Host or Host, would throw it as a 500.
  const host = req.get("x-forwarded-host")?.split(",")[0]?.trim() || req.get("host");
  let crossOrigin = site === "cross-site" || (!api && origin !== undefined && originHost(origin) !== host);
  // A same-origin page with `Referrer-Policy: no-referrer` (the test payment page) sends `Origin: null`;
  // the browser's own Sec-Fetch-Site still says same-origin (cart/checkout engineer).
  if (origin && !crossOrigin && site !== "same-origin") crossOrigin = originHost(origin) !== req.get("host");
  if (crossOrigin) {
    res.status(403).type("text/plain; charset=utf-8").send("Запрос с другого сайта отклонён");
    return;
  }
  next();
});

const remix = createRequestHandler({
  build,
  mode: process.env.NODE_ENV,
  getLoadContext: (req) => ({ clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown" }),
});
// req.secure: HTTPS here, or X-Forwarded-Proto: https from a proxy TRUST_PROXY trusts (cookies' Secure follows it).
// A page every visitor without cookies of their own is shown alike is answered from the page cache when it is
// there (app/server/page-cache/); otherwise Remix renders it, and keeps it when it may.
const answer = (req, res, next, malformedPath = false) => {
  observer.routed(req, res);
  const scope = { https: req.secure, malformedPath, requestId: req.id };
  return build.entry.module.runInRequestScope(scope, async () => {
    const found = malformedPath ? { fillKey: null } : await lookUpPage(req).catch(() => ({ fillKey: null }));
    if (!found.page) {
      build.entry.module.keepPageAs(found.fillKey);
      return remix(req, res, next);
    }
    res.locals.routeId = found.page.routeId;
    res.status(found.page.status).vary("Accept-Encoding");
    for (const [name, value] of found.page.headers) res.append(name, value);
    res.end(found.page.body);
  });
};

/** The kept page for a request, or the key its page may be kept under (null: the visitor's own). */
function lookUpPage(req) {
  // Where the Remix adapter takes the page's own URL from (scheme, host name per TRUST_PROXY, port from either
  // host header): pages differing in these are kept apart.
  const origin = `${req.protocol}://${req.hostname} ${req.get("x-forwarded-host") ?? ""} ${req.get("host") ?? ""}`;
  const gzip = req.acceptsEncodings("gzip", "identity") === "gzip";
  return build.entry.module.lookUpPage({
    method: req.method,
    origin,
    path: req.originalUrl,
    cookie: req.headers.cookie,
    accept: req.get("accept"),
    secFetchDest: req.get("sec-fetch-dest"),
    gzip,
  });
}

/**
 * A path that is not valid percent-encoding (`/%E0%A4%A`) would end in express's bare English 400 and a stack
 * in the log. Its `%` are escaped so the app can route it, and the app answers its Russian 400 page.
 */
app.use((req, res, next) => {
  try {
    decodeURIComponent(req.path);
    return next();
  } catch {
    // The Remix adapter builds the request URL from originalUrl.
    req.url = req.originalUrl = req.originalUrl.replace(/^[^?]*/, (path) => path.replace(/%/g, "%25"));
    return answer(req, res, next, true);
  }
});

app.all("*", (req, res, next) => answer(req, res, next));

const server = app.listen(port, host, () => {
  console.log(JSON.stringify({ level: 30, msg: `storefront listening on http://localhost:${port}` }));
});
// A request (headers, then body) must arrive within these limits; a dripping client gets 408 and is cut.
// Node ignores the request limit while the headers limit is the longer one.
server.headersTimeout = Math.min(httpLimits.headersTimeoutMs, httpLimits.requestTimeoutMs);
server.requestTimeout = httpLimits.requestTimeoutMs;
server.connectionsCheckingInterval = httpLimits.timeoutCheckMs;

/**
 * An idle keep-alive connection is closed when its timeout fires, but only once whatever has arrived on it has
 * been read: timers run before reads, so a busy server would otherwise close a connection whose next request
 * is already waiting in the socket, and the client gets a reset instead of an answer. (A listener here replaces
 * Node's own destroy-on-timeout.)
 */
const bytesReadAtLastAnswer = new WeakMap();
server.on("request", (req, res) => res.on("finish", () => bytesReadAtLastAnswer.set(req.socket, req.socket.bytesRead)));
server.on("timeout", (socket) => {
  setImmediate(() => {
    const idle = !socket._httpMessage && socket.bytesRead === (bytesReadAtLastAnswer.get(socket) ?? 0);
    if (idle) socket.destroy();
  });
});

/** When the last connection was accepted: the listener closes once none has come for a quiet period. */
let lastConnectionAt = 0;
server.on("connection", (socket) => {
  lastConnectionAt = Date.now();
  // Accepted while shutting down and silent: closed by the keep-alive timeout's rule (the "timeout" listener
  // above), not held open until the forced exit.
  if (stopping) socket.setTimeout(server.keepAliveTimeout);
});

/**
 * SIGTERM: keep accepting until the listen backlog is drained, stop listening, answer every request that
 * reached us, close the database, exit.
 * - Closing a listening socket resets every connection still waiting in the kernel's accept queue, and a busy
 *   server may leave clients there for seconds. So /healthz says "draining" (a load balancer stops sending new
 *   connections) and the listener stays open until no connection has arrived for `quietMs` (at most
 *   `acceptMaxMs`). The check runs after the event loop's poll phase (setImmediate), where a starved loop
 *   accepts what has queued up, so a long render cannot make the queue look quiet.
 * - Connections are never closed from our side while idle: a keep-alive connection that looks idle may hold a
 *   request that has arrived but is not parsed yet, and closing it resets that request. Instead every answer
 *   from now on carries `Connection: close` (an answer already streaming has promised keep-alive: its
 *   connection closes with the answer to the next request), and a connection that stays silent is closed by
 *   the keep-alive timeout (5 s), which every client expects.
 */
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  const { quietMs, acceptMaxMs, exitLimitMs } = build.entry.module.shutdownTiming;
  const signalledAt = Date.now();
  lastConnectionAt = Math.max(lastConnectionAt, signalledAt);
  console.log(JSON.stringify({ level: 30, msg: `${signal}: shutting down` }));
  setTimeout(() => process.exit(1), exitLimitMs).unref();
  build.entry.module.startDraining();
  for (const res of openAnswers) if (!res.headersSent) res.setHeader("Connection", "close");
  const closeListenerWhenQuiet = () =>
    setImmediate(() => {
      const now = Date.now();
      if (now - lastConnectionAt < quietMs && now - signalledAt < acceptMaxMs) return setTimeout(closeListenerWhenQuiet, 100);
      // net.Server's close, not http.Server's: the latter also closes every connection it deems idle.
      net.Server.prototype.close.call(server, async () => {
        await build.entry.module.shutdown?.().catch(() => undefined);
        process.exit(0);
      });
    });
  closeListenerWhenQuiet();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
