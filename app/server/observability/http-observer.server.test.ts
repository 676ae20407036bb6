import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The request observer as server.mjs mounts it, on a real express server: request ids, /metrics access, and
 * metrics that follow the requests. Each case loads the modules afresh with its own environment.
 */
const routes = {
  root: { id: "root", path: "", module: {} },
  "routes/about": { id: "routes/about", parentId: "root", path: "about", module: {} },
  "routes/catalog.$": { id: "routes/catalog.$", parentId: "root", path: "catalog/*", module: {} },
} as unknown as ServerBuild["routes"]; // the manifest's shape; route modules play no part in matching

const servers: http.Server[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** An app like server.mjs: the observer first, /metrics, and a "Remix" that answers 200 (404 for unknown paths). */
async function startShop(environment: Record<string, string> = {}, trustProxy?: string) {
  vi.resetModules();
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  const { createRequestObserver } = await import("./http-observer.server");
  const app = express();
  if (trustProxy) app.set("trust proxy", trustProxy);
  const observer = createRequestObserver({ routes, trustsPeer: (req) => app.get("trust proxy fn")(req.socket.remoteAddress ?? "", 0) });
  app.use(observer.requests);
  app.get("/metrics", observer.metrics);
  app.all("*", (req, res) => {
    observer.routed(req, res);
    res.status(req.path === "/about" || req.path.startsWith("/catalog/") ? 200 : 404).send("page");
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("X-Request-Id", () => {
  it("every answer carries a new id; a client's own id is not taken without a trusted proxy", async () => {
    const base = await startShop();
    const first = (await fetch(`${base}/about`, { headers: { "X-Request-Id": "chosen-by-client-1" } })).headers.get("x-request-id");
    const second = (await fetch(`${base}/about`)).headers.get("x-request-id");
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });

  it("a trusted proxy's well-formed id is kept; a malformed one is replaced", async () => {
    const base = await startShop({}, "loopback");
    const kept = await fetch(`${base}/about`, { headers: { "X-Request-Id": "lb-7f3a9c21e4" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a9c21e4");
    const replaced = await fetch(`${base}/about`, { headers: { "X-Request-Id": "bad id\twith spaces" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("/metrics", () => {
  it("answers loopback by default, in Prometheus' text format", async () => {
    const base = await startShop();
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(text).toContain("process_resident_memory_bytes");
  });

  it("is a 404 for an address outside METRICS_ALLOW, unless it brings the token", async () => {
    const base = await startShop({ METRICS_ALLOW: "10.0.0.0/8, 192.168.1.7", METRICS_TOKEN: "scrape-token-0123456789" });
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { headers: { Authorization: "Bearer wrong-token" } })).status).toBe(404);
    const withToken = await fetch(`${base}/metrics`, { headers: { Authorization: "Bearer scrape-token-0123456789" } });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain("storefront_http_request_duration_seconds");
  });

  it("an address in METRICS_ALLOW is the client's per TRUST_PROXY: a forged X-Forwarded-For counts only from a trusted proxy", async () => {
    const untrusting = await startShop({ METRICS_ALLOW: "10.1.2.3" });
    expect((await fetch(`${untrusting}/metrics`, { headers: { "X-Forwarded-For": "10.1.2.3" } })).status).toBe(404);
    const behindProxy = await startShop({ METRICS_ALLOW: "10.1.2.3" }, "loopback");
    expect((await fetch(`${behindProxy}/metrics`, { headers: { "X-Forwarded-For": "10.1.2.3" } })).status).toBe(200);
    expect((await fetch(`${behindProxy}/metrics`, { headers: { "X-Forwarded-For": "10.9.9.9" } })).status).toBe(404);
  });

  it("request durations are counted per route id, method and status class after the requests", async () => {
    const base = await startShop();
    const count = async (labels: string) => {
      const line = (await (await fetch(`${base}/metrics`)).text())
        .split("\n")
        .find((l) => l.startsWith(`storefront_http_request_duration_seconds_count{${labels}}`));
      return line ? Number(line.split(" ").pop()) : 0;
    };
    const catalog = 'route="routes/catalog.$",method="GET",status_class="2xx"';
    const before = await count(catalog);
    for (const path of ["/catalog/divany", "/catalog/stoly/stol-1", "/catalog/x"]) await (await fetch(`${base}${path}`)).text();
    expect(await count(catalog)).toBe(before + 3);
    const notFound = 'route="unmatched",method="GET",status_class="4xx"';
    const missing = await count(notFound);
    await (await fetch(`${base}/nowhere`)).text();
    expect(await count(notFound)).toBe(missing + 1);
  });
});
