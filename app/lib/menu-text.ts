import { resolveMenu, type MenuItem } from "./menu";

/**
 * Menus as staff edit them without any script: one item a line, «Название | ссылка», a nested item starting
 * with «-». The header's stored child links are relative to their parent (the storefront joins them), so they are
 * shown resolved and stored relative again. Pure.
 */

export type MenuLine = { name: string; href: string; children: { name: string; href: string }[] };
export type MenuProblem = "no_name" | "bad_link" | "no_parent" | "child_link" | "group_link" | "too_many";
export type ParsedMenu = { ok: true; items: MenuLine[] } | { ok: false; line: number; problem: MenuProblem };

/** A link staff may type: a path of this site or an http(s) address. */
const LINK = /^(?:\/(?!\/)[^\s"'<>|]*|https?:\/\/[^\s"'<>|]+)$/i;
const NESTED = /^[-–—]\s*/;
const MAX_TOP = 30;
const MAX_CHILDREN = 60;

const lineOf = (name: string, href: string | null) => (href ? `${name} | ${href}` : name);

/** The header menu as lines, child links resolved to whole paths. */
export function headerMenuText(items: readonly MenuItem[]): string {
  return resolveMenu(items)
    .flatMap((item) => [lineOf(item.name, item.href), ...item.children.map((child) => `- ${lineOf(child.name, child.href)}`)])
    .join("\n");
}

/** The footer's columns as lines: a column's title, then its links. */
export function footerMenuText(groups: readonly { name: string; children: { name: string; url: string }[] }[]): string {
  return groups.flatMap((group) => [group.name, ...group.children.map((link) => `- ${lineOf(link.name, link.url)}`)]).join("\n");
}

/** Reads the lines; `groups` (the footer) takes titles without links on the first level. */
export function parseMenuText(text: string, groups = false): ParsedMenu {
  const items: MenuLine[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].trim();
    if (!raw) continue;
    const nested = NESTED.test(raw);
    const body = raw.replace(NESTED, "");
    const bar = body.lastIndexOf("|");
    const name = (bar < 0 ? body : body.slice(0, bar)).trim();
    const href = bar < 0 ? "" : body.slice(bar + 1).trim();
    const fail = (problem: MenuProblem): ParsedMenu => ({ ok: false, line: i + 1, problem });
    if (!name) return fail("no_name");
    if (href && !LINK.test(href)) return fail("bad_link");
    if (nested) {
      const parent = items.at(-1);
      if (!parent) return fail("no_parent");
      if (!href) return fail("child_link");
      if (parent.children.length >= MAX_CHILDREN) return fail("too_many");
      parent.children.push({ name, href });
    } else {
      if (groups && href) return fail("group_link");
      if (items.length >= MAX_TOP) return fail("too_many");
      items.push({ name, href, children: [] });
    }
  }
  return { ok: true, items };
}

/** A header child's link under its parent's: the part after the parent's path, an address kept whole; null when it cannot be put there. */
export function childUrlUnder(parentHref: string, href: string): string | null {
  if (/^https?:/i.test(href) || !parentHref) return href;
  const parent = parentHref.replace(/\/+$/, "");
  return href.startsWith(`${parent}/`) ? href.slice(parent.length + 1) : null;
}

/** The first header line whose child link cannot be stored under its parent, with that parent's path. */
export function headerChildOutside(items: readonly MenuLine[]): string | null {
  for (const item of items) if (item.children.some((child) => childUrlUnder(item.href, child.href) === null)) return item.href;
  return null;
}

/** The header menu as stored. */
export function storedHeaderMenu(items: readonly MenuLine[]): MenuItem[] {
  return items.map((item) => ({
    name: item.name,
    url: item.href,
    children: item.children.map((child) => ({ name: child.name, url: childUrlUnder(item.href, child.href) ?? child.href, children: [] })),
  }));
}

/** The footer's columns as stored. */
export function storedFooterMenu(items: readonly MenuLine[]) {
  return items.map((item) => ({ name: item.name, children: item.children.map((child) => ({ name: child.name, url: child.href })) }));
}
