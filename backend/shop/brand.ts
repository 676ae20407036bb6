/**
 * The shop's logo and favicon as the common data holds them. An uploaded one lives in the file store as
 * `brand-<name>` and is served at `/media/brand/<name>`; its name carries the first 24 hex digits of its
 * content's SHA-256, so a replaced file gets a new URL and every URL can be cached for a year.
 */

/** The logo a shop shows until it uploads its own (shipped in `public/`). */
export const DEFAULT_LOGO = { src: "/logo.svg", width: 180, height: 40 } as const;
/** The favicon a shop shows until it uploads its own (shipped in `public/`). */
export const DEFAULT_FAVICON = "/favicon.ico";

export const BRAND_URL_PREFIX = "/media/brand/";
export type BrandPart = "logo" | "favicon";

/** A stored brand file's name: `logo-<hash>.png`, `favicon-<hash>.png|ico`, a favicon's touch icon `favicon-<hash>-180.png`. */
export const BRAND_FILE_NAME = /^(logo|favicon)-([0-9a-f]{24})(-180)?\.(png|ico)$/;
/** The name a form sends for an uploaded logo or favicon (never the touch icon, which goes with its favicon). */
export const BRAND_UPLOAD_NAME: Record<BrandPart, RegExp> = {
  logo: /^logo-[0-9a-f]{24}\.png$/,
  favicon: /^favicon-[0-9a-f]{24}\.(?:png|ico)$/,
};

/** The file store's key of a brand file. */
export const brandKey = (name: string) => `brand-${name}`;
/** A PNG favicon's 180×180 twin for `apple-touch-icon`. */
export const touchIconName = (favicon: string) => favicon.replace(/\.png$/, "-180.png");
/** The name of an uploaded brand file in a URL of the common data, or null for a default or outside one. */
export function brandNameOf(url: string): string | null {
  if (!url.startsWith(BRAND_URL_PREFIX)) return null;
  const name = url.slice(BRAND_URL_PREFIX.length);
  return BRAND_FILE_NAME.test(name) ? name : null;
}
