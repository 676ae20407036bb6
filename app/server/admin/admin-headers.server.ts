/** The back office lives under /admin. */
export function isAdminPath(url: string): boolean {
  const { pathname } = new URL(url);
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/**
 * Every back-office answer (pages, data, files, CSV): never indexed, never stored by a browser or a proxy, even
 * when a route said otherwise, since each shows personal data to one signed-in member of staff.
 */
export function applyAdminHeaders(headers: Headers): void {
  headers.set("X-Robots-Tag", "noindex, nofollow");
  headers.set("Cache-Control", "no-store");
}
