import os from "node:os";
import { addButton, badge, goodsInStock, submitAndSettle } from "./cart.kit";
import { expect, HTTP_ONLY, test } from "./fixtures";
import { builtRoutes, concretePath } from "./routes.kit";

/**
 * The security rules seen from the outside: security headers on documents, the cross-site check in front of every
 * action, the health check and the HttpOnly session cookie.
 */

const routes = builtRoutes();
const byId = new Map(routes.map((r) => [r.id, r]));
const withAction = routes.filter((r) => r.hasAction);

test.describe("security", () => {
  test("documents carry an enforced CSP with a per-request nonce and the other headers", HTTP_ONLY, async ({ request }) => {
    const first = await request.get("/");
    expect(first.status()).toBe(200);
    const headers = first.headers();
    const csp = headers["content-security-policy"];
    const nonce = csp?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce, csp).toBeTruthy();
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      // JSON-LD is data, not script; every executable script needs the nonce.
      if (tag.includes("application/ld+json")) continue;
      expect(tag, "script without this response's nonce").toContain(`nonce="${nonce}"`);
    }
    const second = await request.get("/");
    expect(second.headers()["content-security-policy"]).not.toContain(nonce);
  });

  test("hashed build assets are cached as immutable", HTTP_ONLY, async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/build\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toMatch(/max-age=31536000.*immutable/);
  });

  test("every route with an action refuses a cross-origin POST with 403", HTTP_ONLY, async ({ request }) => {
    expect(withAction.length).toBeGreaterThan(0);
    for (const route of withAction) {
      const url = concretePath(route, byId);
      const fromOtherOrigin = await request.post(url, {
        headers: { Origin: "https://evil.example" },
        form: { intent: "add", id: "1" },
        maxRedirects: 0,
      });
      expect(fromOtherOrigin.status(), `${route.id} at ${url} (Origin)`).toBe(403);
      const crossSite = await request.post(url, {
        headers: { "Sec-Fetch-Site": "cross-site" },
        form: { intent: "add", id: "1" },
        maxRedirects: 0,
      });
      expect(crossSite.status(), `${route.id} at ${url} (Sec-Fetch-Site)`).toBe(403);
    }
  });

  test("a page's POST with Origin: null or another host is a 403 even when Sec-Fetch-Site says same-origin", HTTP_ONLY, async ({ request }) => {
    for (const origin of ["null", "https://evil.example", "garbage"]) {
      for (const url of ["/cart", "/login", "/admin/login", "/request/project"]) {
        const response = await request.post(url, {
          headers: { Origin: origin, "Sec-Fetch-Site": "same-origin" },
          form: { intent: "add", id: "1" },
          maxRedirects: 0,
        });
        expect(response.status(), `${url} from Origin ${origin}`).toBe(403);
      }
    }
  });

  test("a same-origin POST passes the origin check", HTTP_ONLY, async ({ request, baseURL }) => {
    const route = withAction.find((r) => !r.path?.includes("*") && !r.path?.startsWith("api"));
    expect(route).toBeTruthy();
    const response = await request.post(concretePath(route!, byId), {
      headers: { Origin: new URL(baseURL!).origin, "Sec-Fetch-Site": "same-origin" },
      form: {},
      maxRedirects: 0,
    });
    expect(response.status()).not.toBe(403);
  });

  test("every action answers a post it has no step for with 400 and the Russian 400 page", HTTP_ONLY, async ({ request }) => {
    for (const url of ["/cart", "/favorites", "/login"]) {
      const response = await request.post(url, { form: { intent: "nope", id: "1", redirectTo: "/" }, maxRedirects: 0 });
      expect(response.status(), url).toBe(400);
      expect(await response.text(), url).toContain("Некорректный запрос");
    }
    // A resource route has no page: the message itself.
    const preferences = await request.post("/preferences", { form: { intent: "nope", redirectTo: "/" }, maxRedirects: 0 });
    expect(preferences.status()).toBe(400);
    expect(await preferences.json()).toEqual({ message: "Неизвестное действие" });
  });

  test("the account's actions answer a post they have no step for with 400", async ({ signedInPage }) => {
    for (const url of ["/account?index", "/account/settings"]) {
      const response = await signedInPage.request.post(url, { form: { intent: "nope" }, maxRedirects: 0 });
      expect(response.status(), url).toBe(400);
    }
  });

  test("/healthz answers 200 while the backend is up", HTTP_ONLY, async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe("ok");
  });
});

test.describe("session cookie", () => {
  // A build without /login has no sign-in to check.
  test.skip(!routes.some((r) => r.path === "login"), "no /login route in this build");

  test("the session cookie is HttpOnly and SameSite=Lax", async ({ signedInPage }) => {
    const cookies = await signedInPage.context().cookies();
    const session = cookies.find((c) => c.name === "access_token");
    expect(session, "access_token after sign-in").toBeTruthy();
    expect(session!.httpOnly).toBe(true);
    expect(session!.sameSite).toBe("Lax");
  });
});

/** An IPv4 address of this machine other than loopback: how another device on the network reaches the shop. */
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === "IPv4" && !a.internal)?.address;

test.describe("cookies follow the request's protocol", () => {
  test("opened over plain HTTP at a network address, the cookies are not Secure and «В корзину» works", async ({ page, request, baseURL }) => {
    test.skip(!networkAddress, "this machine has no network address besides loopback");
    const { goods } = await goodsInStock(request, 1);
    const good = goods[0]!;
    const origin = `http://${networkAddress}:${new URL(baseURL!).port}`;
    await page.goto(`${origin}/catalog/${good.section_handle}/${good.handle}`);
    await submitAndSettle(page, () => addButton(page, good.id).click());
    await expect.poll(() => badge(page, "cart")).toBe("1");
    const cart = (await page.context().cookies(origin)).find((c) => c.name === "cartProducts");
    expect(cart?.secure).toBe(false);
  });

  test("behind a trusted proxy that says X-Forwarded-Proto: https, the cookies are Secure", HTTP_ONLY, async ({ request }) => {
    const { goods } = await goodsInStock(request, 1);
    const add = (headers: Record<string, string>) =>
      request.post("/cart", { form: { intent: "add", id: String(goods[0]!.id), amount: "1", redirectTo: "/cart" }, headers, maxRedirects: 0 });
    const overHttps = await add({ "X-Forwarded-Proto": "https" });
    expect(overHttps.headers()["set-cookie"]).toMatch(/^cartProducts=.*; Secure/m);
    const overHttp = await add({ Host: `${networkAddress ?? "192.0.2.10"}:3000` });
    expect(overHttp.headers()["set-cookie"]).toMatch(/^cartProducts=/m);
    expect(overHttp.headers()["set-cookie"]).not.toMatch(/Secure/);
  });
});
