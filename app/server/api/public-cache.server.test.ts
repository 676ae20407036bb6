import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { transport } from "../transport.server";
import { cachedParsed, cachedParsedOr404 } from "./public-cache.server";

afterEach(() => vi.restoreAllMocks());

const itemsSchema = z.object({ items: z.array(z.object({ id: z.number() })) });

describe("public cache", () => {
  it("calls the backend once per URL and checks the answer once: later requests share the parsed data", async () => {
    const fetch = vi.spyOn(transport, "fetch").mockImplementation(async () => Response.json({ items: [{ id: 1 }] }));
    const parse = vi.spyOn(itemsSchema, "safeParse");
    const first = await cachedParsed("/test/shared", { page: "1" }, itemsSchema, "test");
    const second = await cachedParsed("/test/shared", { page: "1" }, itemsSchema, "test");
    expect(first).toEqual({ items: [{ id: 1 }] });
    expect(second).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it("gives null for an answer that does not fit, and a 404 Response to page loaders", async () => {
    vi.spyOn(transport, "fetch").mockImplementation(async () => Response.json({ items: "nope" }));
    expect(await cachedParsed("/test/misfit", undefined, itemsSchema, "test")).toBeNull();
    await expect(cachedParsedOr404("/test/misfit", undefined, itemsSchema, "test")).rejects.toMatchObject({ status: 404 });
  });

  it("does not keep a refusal: the next request asks the backend again", async () => {
    const fetch = vi.spyOn(transport, "fetch").mockImplementation(async () => new Response(null, { status: 404 }));
    await expect(cachedParsedOr404("/test/missing", undefined, itemsSchema, "test")).rejects.toMatchObject({ status: 404 });
    await expect(cachedParsedOr404("/test/missing", undefined, itemsSchema, "test")).rejects.toMatchObject({ status: 404 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
