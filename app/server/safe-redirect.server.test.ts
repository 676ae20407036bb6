import { describe, expect, it } from "vitest";
import { isPaymentUrl, safeRedirect } from "./safe-redirect.server";

describe("safe redirects (DESIGN.md §9)", () => {
  it.each(["/cart", "/catalog/sofas?page=2", "/?modal=login"])("keeps the same-origin path %s", (to) => {
    expect(safeRedirect(to)).toBe(to);
  });

  it.each(["//evil.com", "/\\evil.com", "https://evil.com", "javascript:alert(1)", "evil.com", "", null, undefined])(
    "refuses %s",
    (to) => {
      expect(safeRedirect(to, "/fallback")).toBe("/fallback");
    },
  );

  it("lets payment links leave only for PAYMENT_HOST (unset here): same-origin paths only", () => {
    expect(isPaymentUrl("/api/pay/test-page?order=1")).toBe(true);
    expect(isPaymentUrl("https://pay.evil.com/x")).toBe(false);
    expect(isPaymentUrl("//pay.evil.com/x")).toBe(false);
  });
});
