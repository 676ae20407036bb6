import { describe, expect, it } from "vitest";
import { isCurrentPage, PAGE_LINK_ATTRIBUTE, pageLinkClick, pageLinkMarks } from "./page-link";

const here = new URL("https://mebel.example/catalog/divany?sort=price");
const plainClick = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
const anchor = (href: string, { target = "", marks = "", download = false } = {}) => ({
  href: new URL(href, here).href,
  target,
  hasAttribute: (name: string) => (name === "download" ? download : name === PAGE_LINK_ATTRIBUTE),
  getAttribute: (name: string) => (name === PAGE_LINK_ATTRIBUTE ? marks : null),
});

describe("a click on a page link", () => {
  it("becomes a client navigation to the link's path, query and hash", () => {
    expect(pageLinkClick(plainClick, anchor("/catalog/divany/divan-oslo?color=grey#reviews"), here)).toEqual({
      to: "/catalog/divany/divan-oslo?color=grey#reviews",
      replace: false,
      preventScrollReset: false,
    });
  });

  it("resolves a query-only address against the page shown and carries the link's options", () => {
    const link = anchor("?modal=project", { marks: pageLinkMarks({ keepScroll: true }) });
    expect(pageLinkClick(plainClick, link, here)).toEqual({ to: "/catalog/divany?modal=project", replace: false, preventScrollReset: true });
    expect(pageLinkClick(plainClick, anchor("/account", { marks: pageLinkMarks({ replace: true }) }), here)?.replace).toBe(true);
  });

  it("replaces the history entry when it leads to the address shown", () => {
    expect(pageLinkClick(plainClick, anchor("/catalog/divany?sort=price"), here)?.replace).toBe(true);
  });

  it("is left to the browser for another button, a modifier key or a click a handler already took", () => {
    for (const click of [
      { ...plainClick, button: 1 },
      { ...plainClick, ctrlKey: true },
      { ...plainClick, metaKey: true },
      { ...plainClick, shiftKey: true },
      { ...plainClick, altKey: true },
      { ...plainClick, defaultPrevented: true },
    ]) {
      expect(pageLinkClick(click, anchor("/catalog"), here)).toBeNull();
    }
  });

  it("is left to the browser for another window, a download, another origin or a jump within the page", () => {
    expect(pageLinkClick(plainClick, anchor("/catalog", { target: "_blank" }), here)).toBeNull();
    expect(pageLinkClick(plainClick, anchor("/catalog", { target: "_self" }), here)).not.toBeNull();
    expect(pageLinkClick(plainClick, anchor("/price.pdf", { download: true }), here)).toBeNull();
    expect(pageLinkClick(plainClick, anchor("https://vk.com/mebel"), here)).toBeNull();
    expect(pageLinkClick(plainClick, anchor("http://mebel.example/catalog"), here)).toBeNull();
    expect(pageLinkClick(plainClick, anchor("#reviews"), here)).toBeNull();
  });
});

describe("a menu link names the page shown", () => {
  it("when it is the page or, unless `end`, a page under it", () => {
    expect(isCurrentPage("/catalog/divany", "/catalog")).toBe(true);
    expect(isCurrentPage("/catalog/divany", "/catalog/divany")).toBe(true);
    expect(isCurrentPage("/catalog", "/catalog", true)).toBe(true);
    expect(isCurrentPage("/catalog/divany", "/catalog", true)).toBe(false);
    expect(isCurrentPage("/Catalog/Divany", "/catalog/divany?sort=price")).toBe(true);
  });

  it("never for a mere prefix of a word, and the home link only on the home page", () => {
    expect(isCurrentPage("/catalogue", "/catalog")).toBe(false);
    expect(isCurrentPage("/catalog", "/")).toBe(false);
    expect(isCurrentPage("/", "/")).toBe(true);
    expect(isCurrentPage("/catalog", "https://vk.com/catalog")).toBe(false);
    expect(isCurrentPage("/catalog", "")).toBe(false);
  });
});
