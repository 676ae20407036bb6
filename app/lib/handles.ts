/**
 * Catalogue paths. `/catalog/{section}`: the section handle is the last segment, or the first when
 * the path ends in a slash. Deeper paths are item pages: the second-to-last segment is the section, the last
 * the item. Segments that cannot be handles make the path unknown (null → 404).
 */
export type CatalogPath = { kind: "section"; section: string } | { kind: "item"; section: string; item: string };

const HANDLE = /^[a-z0-9-]{1,120}$/;

export function parseCatalogPath(splat: string): CatalogPath | null {
  const segments = splat.split("/");
  const endsWithSlash = splat.endsWith("/") && segments.filter(Boolean).length > 0;
  const parts = segments.filter(Boolean).map((s) => s.toLowerCase());
  if (parts.length === 0 || !parts.every((p) => HANDLE.test(p))) return null;
  if (parts.length === 1 || endsWithSlash) return { kind: "section", section: endsWithSlash ? parts[0] : parts[parts.length - 1] };
  return { kind: "item", section: parts[parts.length - 2], item: parts[parts.length - 1] };
}

/** The last path segment of a content URL (`/news/a/b` → `b`), the handle of ideas, news and portfolio. */
export function lastSegment(splat: string): string | null {
  const last = splat.split("/").filter(Boolean).pop()?.toLowerCase();
  return last && HANDLE.test(last) ? last : null;
}

export function itemHref(good: { section_handle: string; handle: string }): string {
  return `/catalog/${good.section_handle}/${good.handle}`;
}
