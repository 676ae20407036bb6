import { afterEach, describe, expect, it, vi } from "vitest";
import { transport } from "../transport.server";
import { callApi, readJson } from "./client.server";

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
      (_path, init) =>
        new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason))),
    );
    expect((await callApi("/common", { timeoutMs: 20 })).status).toBe(503);
  });

  it("reads a body that is not JSON (an HTML error page) as null", async () => {
    expect(await readJson(new Response("<html>502</html>", { status: 502 }))).toBeNull();
  });
});
