/*
 * Exports (stable):
 *   PAGE_LINK_ATTRIBUTE                          the data attribute that marks an anchor as a link to a page of the shop
 *   pageLinkMarks(options): string               the attribute's value for a link's options
 *   closestPageLink(target): HTMLAnchorElement   the marked anchor an event happened in, or null
 *   pageLinkClick(click, anchor, here)           the client navigation a click on a marked anchor makes, or null
 *   isCurrentPage(pathname, to, end): boolean    whether a menu link names the page being shown (NavLink's rule)
 */

/** Marks an anchor the root's navigator may follow without reloading the document. */
export const PAGE_LINK_ATTRIBUTE = "data-page-link";

/** What a page link asks of its navigation, besides its address. */
export type PageLinkOptions = {
  /** Keep the scroll position (a sort, a filter chip, a modal opened over the page). */
  keepScroll?: boolean;
  /** Take the current history entry's place instead of adding one. */
  replace?: boolean;
};

const KEEP_SCROLL = "keep-scroll";
const REPLACE = "replace";

/** The attribute's value: its options as words ("" for none). */
export function pageLinkMarks({ keepScroll = false, replace = false }: PageLinkOptions): string {
  return [keepScroll && KEEP_SCROLL, replace && REPLACE].filter(Boolean).join(" ");
}

export function closestPageLink(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest(`a[${PAGE_LINK_ATTRIBUTE}]`);
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

type Click = { button: number; metaKey: boolean; altKey: boolean; ctrlKey: boolean; shiftKey: boolean; defaultPrevented: boolean };
type Anchor = { href: string; target: string; hasAttribute(name: string): boolean; getAttribute(name: string): string | null };
export type PageNavigation = { to: string; replace: boolean; preventScrollReset: boolean };

/**
 * The navigation a click on a page link makes in the browser's place, or null when the browser should follow it
 * itself: another button or a modifier key (a new tab or window), a handler that already took the click, another
 * target or a download, another origin, or a jump within the same page (`#…`). Following the address the
 * current one has replaces the history entry rather than adding the same page twice.
 */
export function pageLinkClick(click: Click, anchor: Anchor, here: URL): PageNavigation | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, here);
  if (url.origin !== here.origin) return null;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  const to = url.pathname + url.search + url.hash;
  const marks = (anchor.getAttribute(PAGE_LINK_ATTRIBUTE) ?? "").split(" ");
  return {
    to,
    replace: marks.includes(REPLACE) || to === here.pathname + here.search + here.hash,
    preventScrollReset: marks.includes(KEEP_SCROLL),
  };
}

/**
 * A menu link names the page shown when its path is the page's or, unless `end`, one the page's path lies under
 * ("/catalog" for "/catalog/divany"); "/" only names the home page. Letter case does not count.
 */
export function isCurrentPage(pathname: string, to: string, end = false): boolean {
  const target = (to.split(/[?#]/)[0] ?? "").toLowerCase();
  const shown = pathname.toLowerCase();
  if (target === "" || shown === target) return target !== "";
  return !end && target !== "/" && shown.startsWith(target.endsWith("/") ? target : `${target}/`);
}
