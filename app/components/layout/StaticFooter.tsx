import { useContext } from "react";
import type { Common } from "~/server/api/common.server";
import { FooterMarkupContext } from "./footer-markup-context";

type StaticFooterProps = {
  common: Common | null;
  /** The footer's markup as a data answer carries it (client navigations); null in the document's own data. */
  markup: string | null;
};

/**
 * The site footer as static HTML: the server renders its markup (footer-markup.server.tsx) and the browser keeps
 * it as it is, hydrating and downloading nothing of it. A footer mounted anew (the error layout after a client
 * navigation) shows the markup of the last data answer, else the one the document came with. Its menu's links are
 * page links, followed and prefetched by the root's `PageLinkNavigator` like every other.
 */
export function StaticFooter({ common, markup }: StaticFooterProps) {
  const renderOnServer = useContext(FooterMarkupContext);
  const html = renderOnServer ? renderOnServer(common) : (markup ?? documentFooterMarkup());
  return <footer className="site-footer" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}

let documentMarkup: string | undefined;

/**
 * The footer the server sent with the document, read at the first render in the browser (hydration, before
 * React changes anything). Hydration keeps an element's inner HTML as the server sent it.
 */
function documentFooterMarkup(): string {
  if (typeof document === "undefined") return "";
  documentMarkup ??= document.querySelector("footer.site-footer")?.innerHTML;
  return documentMarkup ?? "";
}
