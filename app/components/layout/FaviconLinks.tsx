/** The favicon a shop shows until it uploads its own, with its SVG twin for browsers that take one. */
const DEFAULT_FAVICON = "/favicon.ico";

/**
 * The head's icon links: the shop's uploaded favicon alone (a default SVG beside it would win in most browsers)
 * and its apple-touch-icon, or the default ICO and SVG.
 */
export function FaviconLinks({ favicon, touchIcon }: { favicon: string | undefined; touchIcon: string | undefined }) {
  if (!favicon || favicon === DEFAULT_FAVICON)
    return (
      <>
        <link rel="icon" href={DEFAULT_FAVICON} sizes="any" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </>
    );
  return (
    <>
      <link rel="icon" href={favicon} />
      {touchIcon ? <link rel="apple-touch-icon" href={touchIcon} /> : null}
    </>
  );
}
