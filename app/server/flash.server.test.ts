import { describe, expect, it } from "vitest";
import { getFlash, redirectWithFlash } from "./flash.server";

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

describe("flash cookie (toasts and the info modal)", () => {
  it("carries a toast and an info modal across a redirect, then clears itself", async () => {
    const response = await redirectWithFlash(
      "/cart",
      { toast: { kind: "success", title: "Товар добавлен" }, infoModal: { title: "Заявка отправлена", type: "success" } },
      { headers: { "Set-Cookie": "cartProducts=%5B%5D; Path=/" } },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/cart");
    expect(response.headers.getSetCookie()).toHaveLength(2);

    const next = new Request("http://shop.test/cart", { headers: { Cookie: cookieOf(response) } });
    const flash = await getFlash(next);
    expect(flash.toast).toMatchObject({ kind: "success", title: "Товар добавлен" });
    expect(flash.toast?.id).toBeTruthy();
    expect(flash.modal).toEqual({ title: "Заявка отправлена", type: "success" });
    expect(flash.headers.get("Set-Cookie")).toMatch(/^flash=;.*Max-Age=0/);
  });

  it("carries a path of this site to go to next, and drops a flash whose path leads elsewhere", async () => {
    const own = await redirectWithFlash("/", { next: "/account" });
    expect((await getFlash(new Request("http://shop.test/", { headers: { Cookie: cookieOf(own) } }))).next).toBe("/account");
    for (const elsewhere of ["//evil.example/", "/\\evil.example/", "https://evil.example/"]) {
      const response = await redirectWithFlash("/", { toast: { kind: "success", title: "x" }, next: elsewhere });
      const flash = await getFlash(new Request("http://shop.test/", { headers: { Cookie: cookieOf(response) } }));
      expect(flash).toMatchObject({ toast: null, next: null });
    }
  });

  it("reads nothing from a request without one", async () => {
    const flash = await getFlash(new Request("http://shop.test/"));
    expect(flash).toMatchObject({ toast: null, modal: null });
    expect(flash.headers.get("Set-Cookie")).toBeNull();
  });

  it("ignores a forged (unsigned) value", async () => {
    const forged = Buffer.from(JSON.stringify({ toast: { kind: "error", title: "x" } })).toString("base64");
    const flash = await getFlash(new Request("http://shop.test/", { headers: { Cookie: `flash=${forged}` } }));
    expect(flash).toMatchObject({ toast: null, modal: null });
  });
});
