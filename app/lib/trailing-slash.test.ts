import { describe, expect, it } from "vitest";
import { slashlessRedirect } from "./trailing-slash";

describe("trailing slashes", () => {
  it.each([
    ["http://x/about/", "/about"],
    ["http://x/catalog/divany/", "/catalog/divany"],
    ["http://x/news//?page=2", "/news?page=2"],
    ["http://x/%D0%B4/", "/%D0%B4"],
    // Escapes stay escaped: a browser reads `/%09/…` in Location as a path on this site.
    ["http://x/%09/evil.example/", "/%09/evil.example"],
  ])("%s moves to %s", (url, target) => {
    expect(slashlessRedirect(url)).toBe(target);
    expect(target).toMatch(/^\/[^/\\]/);
  });

  it.each(["http://x/", "http://x/about", "http://x//evil.example/", "http://x/\\evil.example/", "http://x/a//b/"])(
    "%s is not redirected",
    (url) => {
      expect(slashlessRedirect(url)).toBeNull();
    },
  );
});
