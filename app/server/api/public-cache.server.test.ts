import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { transport } from "../transport.server";
import { cachedPageData, cachedParsed } from "./public-cache.server";

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Calls of `path` (the catalogue revision check is a call of its own). */
const apiCalls = (fetch: { mock: { calls: unknown[][] } }, path: string) => fetch.mock.calls.filter(([p]) => String(p).split("?")[0] === path).length;

const itemsSchema = z.object({ items: z.array(z.object({ id: z.number() })) });

describe("public cache", () => {
  it("calls the backend once per URL and checks the answer once: later requests share the parsed data", async () => {
    const fetch = vi.spyOn(transport, "fetch").mockImplementation(async () => Response.json({ items: [{ id: 1 }] }));
    const parse = vi.spyOn(itemsSchema, "safeParse");
    const first = await cachedParsed("/test/shared", { page: "1" }, itemsSchema, "test");
    const second = await cachedParsed("/test/shared", { page: "1" }, itemsSchema, "test");
    expect(first).toEqual({ items: [{ id: 1 }] });
    expect(second).toBe(first);
    expect(apiCalls(fetch, "/test/shared")).toBe(1);
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it("gives null for an answer that does not fit, and a 503 Response (the backend is broken) to page loaders", async () => {
    vi.spyOn(transport, "fetch").mockImplementation(async () => Response.json({ items: "nope" }));
    expect(await cachedParsed("/test/misfit", undefined, itemsSchema, "test")).toBeNull();
    await expect(cachedPageData("/test/misfit", undefined, itemsSchema, "test")).rejects.toMatchObject({ status: 503 });
  });

  it("tells page loaders a page that is not there (404) from a backend that failed (503)", async () => {
    vi.spyOn(transport, "fetch").mockImplementation(async () => new Response("<html>", { status: 500 }));
    await expect(cachedPageData("/test/failed", undefined, itemsSchema, "test")).rejects.toMatchObject({ status: 503 });
  });

  it("does not keep a refusal: the next request asks the backend again", async () => {
    const fetch = vi.spyOn(transport, "fetch").mockImplementation(async () => new Response(null, { status: 404 }));
    await expect(cachedPageData("/test/missing", undefined, itemsSchema, "test")).rejects.toMatchObject({ status: 404 });
    await expect(cachedPageData("/test/missing", undefined, itemsSchema, "test")).rejects.toMatchObject({ status: 404 });
    expect(apiCalls(fetch, "/test/missing")).toBe(2);
  });

  it("drops what it keeps when the catalogue revision moved, checking at most once a second", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let revision = 7;
    let price = 100;
    const fetch = vi
      .spyOn(transport, "fetch")
      .mockImplementation(async (path) =>
        path.startsWith("/catalog/revision") ? Response.json({ revision }) : Response.json({ items: [{ id: price }] }),
      );
    vi.advanceTimersByTime(5000);
    expect(await cachedParsed("/test/revision", undefined, itemsSchema, "test")).toEqual({ items: [{ id: 100 }] });
    price = 200;
    revision = 8;
    // Within the second: the revision is not asked again, the kept answer is served.
    expect(await cachedParsed("/test/revision", undefined, itemsSchema, "test")).toEqual({ items: [{ id: 100 }] });
    vi.advanceTimersByTime(1001);
    expect(await cachedParsed("/test/revision", undefined, itemsSchema, "test")).toEqual({ items: [{ id: 200 }] });
    expect(apiCalls(fetch, "/catalog/revision")).toBe(2);
  });
});
