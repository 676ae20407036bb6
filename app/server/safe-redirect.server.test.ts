import { describe, expect, it } from "vitest";
import { REDIRECT_TARGET_MAX_LENGTH } from "~/config/constants";
import { isPaymentUrl, isSitePath, safeRedirect } from "./safe-redirect.server";

const FALLBACK = "/fallback";
const SHOP = "https://shop.example";

/** Targets of this site: kept, percent-encoded where a header needs it. */
const KEPT: [string, string][] = [
  ["/cart", "/cart"],
  ["/catalog/divany?page=2", "/catalog/divany?page=2"],
  ["/?modal=login", "/?modal=login"],
  ["/catalog#reviews", "/catalog#reviews"],
  ["/result?q=a//b", "/result?q=a//b"],
  ["/result?q=%2F%2Fevil.example", "/result?q=%2F%2Fevil.example"],
  ["/%09/evil.example", "/%09/evil.example"],
  ["/%0d%0a/evil.example", "/%0d%0a/evil.example"],
  ["/%5Cevil.example", "/%5Cevil.example"],
  ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ["/ /evil.example", "/%20/evil.example"],
  ["/диваны", "/%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD%D1%8B"],
  ["/result?q=стол", "/result?q=%D1%81%D1%82%D0%BE%D0%BB"],
  ["/\u2215evil.example", "/%E2%88%95evil.example"],
  ["/\u2044evil.example", "/%E2%81%84evil.example"],
  ["/\uff0fevil.example", "/%EF%BC%8Fevil.example"],
  ["/\uff3cevil.example", "/%EF%BC%BCevil.example"],
  ["/\u3000/evil.example", "/%E3%80%80/evil.example"],
  ["/a/../cart", "/cart"],
  ["/javascript:alert(1)", "/javascript:alert(1)"],
  ["/@evil.example", "/@evil.example"],
];

/** Targets that leave the site, or that a browser could read as leaving it: the fallback. */
const REFUSED: [string, unknown][] = [
  ["protocol-relative", "//evil.example"],
  ["triple slash", "///evil.example"],
  ["slash backslash", "/\\evil.example"],
  ["double backslash", "\\\\evil.example"],
  ["backslash slash", "\\/evil.example"],
  ["backslash later", "/a\\b"],
  ["tab between slashes", "/\t/evil.example"],
  ["tab after the slashes", "//\tevil.example"],
  ["tab first", "\t//evil.example"],
  ["CR between slashes", "/\r/evil.example"],
  ["LF between slashes", "/\n/evil.example"],
  ["CRLF header injection", "/a\r\nSet-Cookie: x=1"],
  ["NUL", "/\u0000/evil.example"],
  ["NUL at the end", "/cart\u0000"],
  ["vertical tab", "/\u000b/evil.example"],
  ["form feed", "/\u000c/evil.example"],
  ["DEL", "/\u007f/evil.example"],
  ["C1 control NEL", "/\u0085/evil.example"],
  ["leading space", " //evil.example"],
  ["percent-encoded slashes", "%2F%2Fevil.example"],
  ["percent-encoded tab", "%09/evil.example"],
  ["https URL", "https://evil.example"],
  ["https without slashes", "https:evil.example"],
  ["http with backslashes", "http:\\\\evil.example"],
  ["javascript:", "javascript:alert(1)"],
  ["JavaScript: mixed case", "JaVaScRiPt:alert(1)"],
  ["data:", "data:text/html,<script>alert(1)</script>"],
  ["bare host", "evil.example"],
  ["relative path", "cart"],
  ["dot segment to //", "/.//evil.example"],
  ["parent segment to //", "/..//evil.example"],
  ["nested parent to //", "/a/..//evil.example"],
  ["encoded dot segment to //", "/%2e//evil.example"],
  ["encoded parent segment to //", "/%2e%2e//evil.example"],
  ["unicode slash first", "\u2215\u2215evil.example"],
  ["fullwidth slashes", "\uff0f\uff0fevil.example"],
  ["over-long", `/${"a".repeat(REDIRECT_TARGET_MAX_LENGTH)}`],
  ["empty", ""],
  ["null", null],
  ["undefined", undefined],
  ["a file", new File(["/cart"], "x.txt")],
];

/** What a browser does with a `Location` header: the URL it goes to from a page of the shop. */
function followed(location: string): URL {
  const headers = new Headers({ Location: location });
  return new URL(headers.get("Location")!, `${SHOP}/request/project`);
}

describe("safeRedirect: the one redirect check", () => {
  it("is tried on at least 40 hostile vectors", () => {
    expect(REFUSED.length + KEPT.length).toBeGreaterThanOrEqual(40);
  });

  it.each(KEPT)("keeps %j as %j", (to, expected) => {
    expect(safeRedirect(to, FALLBACK)).toBe(expected);
  });

  it.each(REFUSED)("refuses %s", (_name, to) => {
    expect(safeRedirect(to as string, FALLBACK)).toBe(FALLBACK);
  });

  it.each([...KEPT.map(([to]) => to), ...REFUSED.map(([, to]) => to)])(
    "answers %j with a header-safe path that a browser follows to the shop itself",
    (to) => {
      const location = safeRedirect(to as string, FALLBACK);
      expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
      expect(followed(location).origin).toBe(SHOP);
      expect(isSitePath(location)).toBe(true);
    },
  );

  it("lets payment links leave only for PAYMENT_HOST (unset here): same-site paths only", () => {
    expect(isPaymentUrl("/api/pay/test-page?order=1")).toBe(true);
    expect(isPaymentUrl("https://pay.evil.com/x")).toBe(false);
    expect(isPaymentUrl("//pay.evil.com/x")).toBe(false);
    expect(isPaymentUrl("/\t/pay.evil.com/x")).toBe(false);
  });
});
