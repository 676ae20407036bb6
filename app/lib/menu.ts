/**
 * Main-menu links: a child's link is its parent's url joined with its own url,
 * with a leading slash added where missing. Pure.
 */

/** A menu item as the common data sends it (docs/api.md `MenuItem`). */
export type MenuItem = { name: string; url: string; children: MenuItem[] };

/** A menu item with the link it points at resolved (null for a pure group without a url), children included. */
export type MenuLink = { name: string; href: string | null; children: MenuLink[] };

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function withLeadingSlash(url: string): string {
  return url.startsWith("/") ? url : `/${url}`;
}

/**
 * Joins a parent url and a child url into one path: `("/catalog", "divany")` → `/catalog/divany`,
 * `("catalog/", "/divany")` → `/catalog/divany`. An absolute child (`https://…`, `tel:…`) is kept as it is.
 */
export function joinMenuUrl(parentUrl: string, childUrl: string): string {
  const child = childUrl.trim();
  if (EXTERNAL.test(child)) return child;
  const parent = parentUrl.trim().replace(/\/+$/, "");
  if (!child || child === "/") return withLeadingSlash(parent || "/");
  return withLeadingSlash(`${parent}${withLeadingSlash(child)}`);
}

/**
 * Resolves the href of every item: top-level urls get a leading slash, children are joined to their parent.
 * A top-level item with an empty url is a group of its children only (href null).
 */
export function resolveMenu(items: readonly MenuItem[], parentUrl = "", nested = false): MenuLink[] {
  return items.map((item) => {
    const href = nested ? joinMenuUrl(parentUrl, item.url) : topLevelHref(item.url);
    return { name: item.name, href, children: resolveMenu(item.children ?? [], href ?? "", true) };
  });
}

function topLevelHref(url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  return EXTERNAL.test(trimmed) ? trimmed : withLeadingSlash(trimmed);
}
