import { afterEach, describe, expect, it, vi } from "vitest";
import { swrCache, swrKeyedCache } from "./cache.server";

afterEach(() => vi.useRealTimers());

describe("stale-while-revalidate cache", () => {
  it("loads once while fresh, then serves the stale value at once and refreshes in the background", async () => {
    vi.useFakeTimers({ now: 0 });
    let version = 0;
    const load = vi.fn(async () => ++version);
    const cache = swrCache({ key: "common", freshMs: 1000, load });
    expect(await cache.get()).toBe(1);
    expect(await cache.get()).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);

    vi.setSystemTime(1500);
    expect(await cache.get()).toBe(1); // stale, answered without waiting
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await cache.get()).toBe(2);
  });

  it("keeps the stale value when a refresh fails, and shares one refresh between callers", async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = swrKeyedCache<string>({ name: "test", freshMs: 10, max: 10 });
    expect(await cache.get("a", async () => "first")).toBe("first");
    vi.setSystemTime(100);
    const failing = vi.fn(async (): Promise<string> => {
      throw new Error("backend down");
    });
    expect(await cache.get("a", failing)).toBe("first");
    expect(await cache.get("a", failing)).toBe("first");
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
  });

  it("is bounded: the least recently used key is dropped", async () => {
    const cache = swrKeyedCache<number>({ name: "test", freshMs: 60_000, max: 2 });
    const load = vi.fn(async () => 1);
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("c", load);
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("a first load that fails throws to the caller (nothing to serve)", async () => {
    const cache = swrKeyedCache<number>({ name: "test", freshMs: 1000, max: 2 });
    await expect(cache.get("x", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
  });
});
