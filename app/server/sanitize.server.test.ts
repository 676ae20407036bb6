import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize.server";

describe("rich text sanitising (DESIGN.md §9)", () => {
  it("strips scripts, handlers, javascript: links, styles and frames", () => {
    const dirty =
      '<p onclick="x()">Hi<script>alert(1)</script></p><img src="/a.jpg" onerror="alert(1)" alt="a">' +
      '<a href="javascript:alert(1)">x</a><iframe src="https://evil.com"></iframe><div style="position:fixed">y</div>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/i);
    expect(clean).toContain("<p>Hi</p>");
    expect(clean).toContain('<img src="/a.jpg" alt="a" />');
  });

  it("keeps shop formatting and makes new-tab links safe", () => {
    const clean = sanitizeHtml('<h2>Доставка</h2><ul><li><strong>Бесплатно</strong></li></ul><a href="https://x.ru" target="_blank">x</a>');
    expect(clean).toContain("<h2>Доставка</h2><ul><li><strong>Бесплатно</strong></li></ul>");
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it.each([
    ['<a href="https://x.ru" target="_blank" rel="opener">x</a>'],
    ['<a href="https://x.ru" target="shop" rel="opener">x</a>'],
    ['<a href="https://x.ru" target="_top">x</a>'],
  ])("a link with a target never hands the opener over: %s", (dirty) => {
    expect(sanitizeHtml(dirty)).toMatch(/<a href="https:\/\/x\.ru" target="[^"]+" rel="noopener noreferrer">x<\/a>/);
  });

  it("drops a link's request for the opener and keeps its other kinds", () => {
    expect(sanitizeHtml('<a href="https://x.ru" rel="opener nofollow">x</a>')).toBe('<a href="https://x.ru" rel="nofollow">x</a>');
  });
});
