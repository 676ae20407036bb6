import { describe, expect, it } from "vitest";
import { COOKIE_MAX_BYTES, VIEWED_MAX } from "~/config/constants";
import { accessTokenHeader, clearAccessTokenHeader, getAccessToken } from "./access-token.server";
import { CartFullError, getCartCount, readCartCookie, serializeCartCookie } from "./cart.server";
import { readFavouritesCookie, serializeFavouritesCookie } from "./favourites.server";
import { dismissCookieNotice, dismissMainBanner, readLayoutFlags } from "./preferences.server";
import { readViewedCookie, serializeViewedCookie } from "./viewed.server";
import { runInRequestScope } from "../request-scope.server";
import { signedCookie } from "./options.server";

/** A request carrying one raw cookie value, encoded the way a browser would send what we set. */
const withCookie = (name: string, raw: string) => new Request("http://shop.test/", { headers: { Cookie: `${name}=${encodeURIComponent(raw)}` } });

/** The request a browser sends back after receiving `setCookie`. */
const echo = (setCookie: string) => new Request("http://shop.test/", { headers: { Cookie: setCookie.split(";")[0] } });

describe("cartProducts cookie (DESIGN.md §4)", () => {
  it("round-trips lines", async () => {
    const lines = [
      { id: 3, count: 2 },
      { id: 9, count: 1 },
    ];
    expect(await readCartCookie(echo(await serializeCartCookie(lines)))).toEqual(lines);
  });

  it.each([
    ["not JSON", "{oops"],
    ["an object instead of a list", '{"id":1,"count":1}'],
    ["a string", '"hello"'],
  ])("reads %s as an empty cart", async (_, raw) => {
    expect(await readCartCookie(withCookie("cartProducts", raw))).toEqual([]);
  });

  it("drops negative, zero, fractional and non-numeric entries and merges duplicates", async () => {
    const raw = JSON.stringify([
      { id: 1, count: -5 },
      { id: 2, count: 0 },
      { id: 3, count: 1.5 },
      { id: "4", count: 1 },
      { id: -7, count: 1 },
      { id: 5, count: 2 },
      { id: 5, count: 3 },
      null,
      "x",
    ]);
    expect(await readCartCookie(withCookie("cartProducts", raw))).toEqual([{ id: 5, count: 5 }]);
  });

  it("caps absurd counts and a forged list of 10 000 lines", async () => {
    const raw = JSON.stringify(Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, count: 1e9 })));
    const lines = await readCartCookie(withCookie("cartProducts", raw));
    expect(lines.length).toBe(100);
    expect(lines.every((l) => l.count === 999)).toBe(true);
    expect(await getCartCount(withCookie("cartProducts", raw))).toBe(99_900);
  });

  it("refuses to write a cart that would not fit into a cookie, instead of losing a line", async () => {
    const lines = Array.from({ length: 400 }, (_, i) => ({ id: 1_000_000 + i, count: 10 }));
    await expect(serializeCartCookie(lines)).rejects.toBeInstanceOf(CartFullError);
    const header = await serializeCartCookie(lines.slice(0, 20));
    expect(header.length).toBeLessThanOrEqual(COOKIE_MAX_BYTES);
  });
});

describe("favouriteProducts and viewedProducts cookies", () => {
  it("keep positive unique ids in order and drop the rest", async () => {
    const raw = JSON.stringify([4, 4, -1, 0, 2.5, "7", "x", { id: 1 }, 9]);
    expect(await readFavouritesCookie(withCookie("favouriteProducts", raw))).toEqual([4, 7, 9]);
    expect(await readViewedCookie(withCookie("viewedProducts", raw))).toEqual([4, 7, 9]);
  });

  it("read garbage as empty", async () => {
    expect(await readFavouritesCookie(withCookie("favouriteProducts", "[1,"))).toEqual([]);
    expect(await readViewedCookie(withCookie("viewedProducts", "null"))).toEqual([]);
  });

  it("round-trip, with viewed capped at VIEWED_MAX", async () => {
    expect(await readFavouritesCookie(echo(await serializeFavouritesCookie([5, 1])))).toEqual([5, 1]);
    const many = Array.from({ length: VIEWED_MAX + 10 }, (_, i) => i + 1);
    expect(await readViewedCookie(echo(await serializeViewedCookie(many)))).toEqual(many.slice(0, VIEWED_MAX));
  });
});

describe("access_token cookie", () => {
  it("is HttpOnly, SameSite=Lax, 30 days, and reads back", async () => {
    const header = accessTokenHeader("abcdefghijklmnop0123");
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Max-Age=2592000/);
    expect(await getAccessToken(echo(header))).toBe("abcdefghijklmnop0123");
  });

  it("ignores values that cannot be a token, and clears with Max-Age=0", async () => {
    expect(await getAccessToken(withCookie("access_token", "<script>"))).toBeNull();
    expect(await getAccessToken(withCookie("access_token", "short"))).toBeNull();
    expect(clearAccessTokenHeader()).toMatch(/Max-Age=0/);
  });
});

describe("infoCookie and infoMainBanner flags (spec §2)", () => {
  it("show both until dismissed", async () => {
    expect(await readLayoutFlags(new Request("http://shop.test/"))).toEqual({ showCookieNotice: true, showMainBanner: true });
    const notice = await dismissCookieNotice();
    expect(notice).toMatch(/^infoCookie=false;.*Max-Age=2592000/);
    const banner = await dismissMainBanner();
    const both = new Request("http://shop.test/", { headers: { Cookie: `${notice.split(";")[0]}; ${banner.split(";")[0]}` } });
    expect(await readLayoutFlags(both)).toEqual({ showCookieNotice: false, showMainBanner: false });
  });
});

describe("Secure attribute (by protocol, the default)", () => {
  it("is set only on answers to requests that came over HTTPS, for plain and signed cookies", async () => {
    const flow = signedCookie("flow");
    const overHttps = await runInRequestScope({ https: true, malformedPath: false, requestId: "test-request" }, async () => [
      accessTokenHeader("abcdefghijklmnop0123"),
      await flow.serialize({ a: 1 }),
    ]);
    const overHttp = await runInRequestScope({ https: false, malformedPath: false, requestId: "test-request" }, async () => [
      await serializeCartCookie([{ id: 1, count: 1 }]),
      await flow.serialize({ a: 1 }),
    ]);
    for (const header of overHttps) expect(header).toMatch(/; Secure/);
    for (const header of overHttp) expect(header).not.toMatch(/Secure/);
  });
});
