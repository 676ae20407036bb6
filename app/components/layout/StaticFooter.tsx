import { useNavigate } from "@remix-run/react";
import { useContext, type MouseEvent } from "react";
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
 * navigation) shows the markup of the last data answer, else the one the document came with.
 */
export function StaticFooter({ common, markup }: StaticFooterProps) {
  const renderOnServer = useContext(FooterMarkupContext);
  const navigate = useNavigate();
  const html = renderOnServer ? renderOnServer(common) : (markup ?? documentFooterMarkup());
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const to = clientNavigationTarget(event);
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    // The links inside are the interactive elements; the handler only routes their clicks through the router.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <footer className="site-footer" onClick={onClick} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />
  );
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

/**
 * Where a click inside the footer should take the router, or null when the browser should handle it: only a
 * plain left click on a same-origin link without a target or download, as a router link behaves.
 */
function clientNavigationTarget(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  if (!link || !event.currentTarget.contains(link) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
