import { describe, expect, it } from "vitest";
import { badRequest, notFound, redirectToPayment } from "./responses.server";

describe("badRequest", () => {
  it("answers 400 with the Russian message a fetcher shows", async () => {
    const response = badRequest();
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Неизвестное действие" });
  });
});

describe("notFound", () => {
  it("answers 404, with the resource route's headers when given", () => {
    expect(notFound().status).toBe(404);
    expect(notFound({ "X-Content-Type-Options": "nosniff" }).headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});

describe("redirectToPayment", () => {
  it("sends the shopper to an allowed pay link with a document load, keeping the given headers", () => {
    const response = redirectToPayment("/payment/test?order=1", { "Set-Cookie": "cartProducts=; Max-Age=3000" });
    expect(response?.status).toBe(303);
    expect(response?.headers.get("Location")).toBe("/payment/test?order=1");
    expect(response?.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(response?.headers.get("Set-Cookie")).toContain("cartProducts=");
  });

  it("gives nothing for a missing link or one that leaves for a host other than the payment host", () => {
    expect(redirectToPayment(null)).toBeNull();
    expect(redirectToPayment("https://evil.example/pay")).toBeNull();
    expect(redirectToPayment("//evil.example/pay")).toBeNull();
  });
});
