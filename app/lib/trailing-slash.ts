/** Path segments a slashless redirect may name: plain characters only, so the target stays a local path. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9._~%!$&'()*+,;=:@-]+)+\/+$/;

/**
 * A URL with a trailing slash shows the same page as the one without: the answer is a 301 to the slashless
 * path (query kept), so each page has one address. Null when there is nothing to strip, or when the path is
 * anything but plain segments (`//host/`, backslashes, control characters): those are never redirected.
 */
export function slashlessRedirect(url: string): string | null {
  const { pathname, search } = new URL(url);
  if (!PLAIN_PATH.test(pathname)) return null;
  return `${pathname.replace(/\/+$/, "")}${search}`;
}
