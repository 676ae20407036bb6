// The storefront's HTTP server: Remix behind express (docs/decisions/custom-server.md).
// Environment read here: PORT, HOST, NODE_ENV, TRUST_PROXY; the app validates the rest (app/server/env.server.ts).
// Load context for every loader/action: `{ clientIp: string }`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";

const here = path.dirname(fileURLToPath(import.meta.url));
const build = await import(path.join(here, "build/index.js"));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

const app = express();
app.disable("x-powered-by");
// Behind a proxy or load balancer, TRUST_PROXY names the hops to trust (e.g. "1" or "loopback").
if (process.env.TRUST_PROXY) app.set("trust proxy", process.env.TRUST_PROXY);
app.use(compression());

/**
 * Cross-site posts (DESIGN.md §9): any request that changes something and says it comes from another site is
 * refused with 403 before any route runs.
 */
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const site = req.get("sec-fetch-site");
  const origin = req.get("origin");
  let crossOrigin = site === "cross-site";
  // A same-origin page with `Referrer-Policy: no-referrer` (the test payment page) sends `Origin: null`;
  // the browser's own Sec-Fetch-Site still says same-origin (cart/checkout engineer).
  if (origin && !crossOrigin && site !== "same-origin") {
    try {
      crossOrigin = new URL(origin).host !== req.get("host");
    } catch {
      crossOrigin = true; // "null" and garbage origins
    }
  }
  if (crossOrigin) {
    res.status(403).type("text/plain; charset=utf-8").send("Запрос с другого сайта отклонён");
    return;
  }
  next();
});

const remix = createRequestHandler({
  build,
  mode: process.env.NODE_ENV ?? "production",
  getLoadContext: (req) => ({ clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown" }),
});
// req.secure: HTTPS here, or X-Forwarded-Proto: https from a proxy TRUST_PROXY trusts (cookies' Secure follows it).
const answer = (req, res, next, malformedPath = false) =>
  build.entry.module.runInRequestScope({ https: req.secure, malformedPath }, () => remix(req, res, next));

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

// Hashed build assets never change; other public files may.
app.use("/build", express.static(path.join(here, "public/build"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(here, "public"), { maxAge: "1h" }));

app.all("*", (req, res, next) => answer(req, res, next));

const server = app.listen(port, host, () => {
  console.log(JSON.stringify({ level: 30, msg: `storefront listening on http://localhost:${port}` }));
});

/** SIGTERM: stop taking connections, let the ones in flight finish, close the database, exit within 10 s. */
let stopping = false;
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ level: 30, msg: `${signal}: shutting down` }));
  setTimeout(() => process.exit(1), 10_000).unref();
  server.close(async () => {
    await build.entry.module.shutdown?.().catch(() => undefined);
    process.exit(0);
  });
  // Keep-alive sockets that finish their last request while we wait would otherwise hold close() open.
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 250).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
