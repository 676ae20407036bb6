import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { transport } from "../transport.server";
import { runInRequestScope } from "../request-scope.server";
import { callApi, getPageData, readFail, readJson } from "./client.server";

afterEach(() => vi.restoreAllMocks());

describe("api client core", () => {
  it("sends the bearer token, the client's address and the query, and hands back the answer", async () => {
    const fetch = vi.spyOn(transport, "fetch").mockResolvedValue(Response.json({ ok: true }));
    const response = await callApi("/catalog", { token: "tok", clientIp: "203.0.113.7", query: { page: "2", q: undefined } });
    expect(await readJson(response)).toEqual({ ok: true });
    const [path, init] = fetch.mock.calls[0];
    expect(path).toBe("/catalog?page=2");
    const headers = new Headers(init.headers);
    expect(headers.get("Authorization")).toBe("Bearer tok");
    expect(headers.get("X-Forwarded-For")).toBe("203.0.113.7");
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("answers 503 instead of throwing when the backend cannot be reached or times out", async () => {
    vi.spyOn(transport, "fetch").mockRejectedValue(new DOMException("timed out", "TimeoutError"));
    expect((await callApi("/common")).status).toBe(503);
  });

  it("aborts a call that outlives its timeout", async () => {
    vi.spyOn(transport, "fetch").mockImplementation(
      (_path, init) => new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason))),
    );
    expect((await callApi("/common", { timeoutMs: 20 })).status).toBe(503);
  });

  it("reads a body that is not JSON (an HTML error page) as null", async () => {
    expect(await readJson(new Response("<html>502</html>", { status: 502 }))).toBeNull();
  });
});

describe("loader and fail helpers", () => {
  it("getPageData answers parsed data, unknown fields passing through", async () => {
    vi.spyOn(transport, "fetch").mockResolvedValue(Response.json({ id: 1, extra: "kept" }));
    const schema = z.object({ id: z.number() }).passthrough();
    expect(await getPageData("/page/detail", schema)).toEqual({ id: 1, extra: "kept" });
  });

  it.each([
    ["the backend said the page is not there (404)", () => Response.json({ result: "fail" }, { status: 404 }), 404],
    ["the backend refused the query (400)", () => Response.json({ result: "fail" }, { status: 400 }), 404],
    ["the backend failed (500)", () => new Response("<html>500</html>", { status: 500 }), 503],
    ["a body that does not fit", () => Response.json({ id: "one" }), 503],
    ["a body that is not JSON", () => new Response("<html>"), 503],
  ])("getPageData throws for %s", async (_, answer, status) => {
    vi.spyOn(transport, "fetch").mockResolvedValue(answer());
    const thrown = await getPageData("/page/detail", z.object({ id: z.number() })).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(status);
  });

  it("getPageData throws a 503 Response when the backend is down, never a 404", async () => {
    vi.spyOn(transport, "fetch").mockRejectedValue(new TypeError("fetch failed"));
    await expect(getPageData("/common", z.object({}))).rejects.toMatchObject({ status: 503 });
  });

  it("the backend calls of one request share one timeout: a second call after a timed-out one is not made", async () => {
    const fetch = vi
      .spyOn(transport, "fetch")
      .mockImplementation((_path, init) => new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason))));
    vi.useFakeTimers({ toFake: ["Date", "setTimeout"] });
    try {
      const statuses = runInRequestScope({ https: false, malformedPath: false, requestId: "test-request" }, async () => {
        const first = callApi("/cart/add");
        await vi.advanceTimersByTimeAsync(8000);
        return [(await first).status, (await callApi("/cart/goods")).status];
      });
      expect(await statuses).toEqual([503, 503]);
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("readFail reads the backend's messages and retry_in", async () => {
    const fail = await readFail(
      Response.json({ result: "fail", message: { text: "Неверный код", fields: { code: "Неверный код" } }, retry_in: 42 }, { status: 429 }),
    );
    expect(fail).toEqual({ status: 429, unavailable: false, text: "Неверный код", form: [], fields: { code: "Неверный код" }, retryIn: 42 });
  });

  it("readFail marks outages, 5xx and unparsable bodies as unavailable", async () => {
    expect((await readFail(new Response(null, { status: 503 }))).unavailable).toBe(true);
    expect((await readFail(new Response("oops", { status: 400 }))).unavailable).toBe(true);
    expect((await readFail(Response.json({ message: "not an object" }, { status: 400 }))).unavailable).toBe(true);
  });
});
