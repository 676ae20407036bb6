import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/**
 * The request's id reaches the shop's own backend (API_URL) on every call made while answering it, and the
 * calls are counted in the metrics by endpoint, with their failures.
 */
const seen: Array<{ path: string; requestId: string | undefined }> = [];
let backend: http.Server;
let base = "";

beforeAll(async () => {
  backend = http.createServer((req, res) => {
    seen.push({ path: req.url ?? "", requestId: req.headers["x-request-id"] as string | undefined });
    if (req.url?.startsWith("/api/broken")) return res.writeHead(500).end();
    res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  vi.stubEnv("API_URL", base);
  vi.resetModules();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => backend.close(resolve));
});

describe("X-Request-Id to the backend", () => {
  it("every call made while answering a request carries that request's id", async () => {
    const { callApi } = await import("./client.server");
    const { runInRequestScope } = await import("../request-scope.server");
    seen.length = 0;
    await runInRequestScope({ https: false, malformedPath: false, requestId: "req-aaaa-1111" }, async () => {
      await Promise.all([callApi("/common"), callApi("/catalog", { query: { page: "2" } })]);
    });
    await runInRequestScope({ https: false, malformedPath: false, requestId: "req-bbbb-2222" }, () => callApi("/cart/goods", { method: "POST" }));
    expect(seen).toEqual([
      expect.objectContaining({ path: "/api/common", requestId: "req-aaaa-1111" }),
      expect.objectContaining({ path: "/api/catalog?page=2", requestId: "req-aaaa-1111" }),
      { path: "/api/cart/goods", requestId: "req-bbbb-2222" },
    ]);
  });

  it("backend calls and their failures are counted per endpoint", async () => {
    const { callApi } = await import("./client.server");
    const { metricsText } = await import("../observability/metrics.server");
    await callApi("/broken");
    await callApi("/broken");
    const text = await metricsText();
    expect(text).toContain('storefront_backend_call_duration_seconds_count{endpoint="/broken",method="GET"} 2');
    expect(text).toContain('storefront_backend_call_errors_total{endpoint="/broken",method="GET",reason="5xx"} 2');
    expect(text).toMatch(/storefront_backend_call_duration_seconds_count\{endpoint="\/common",method="GET"\} [1-9]/);
  });
});
