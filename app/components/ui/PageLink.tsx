import { useLocation } from "@remix-run/react";
import type { AnchorHTMLAttributes } from "react";
import { isCurrentPage, PAGE_LINK_ATTRIBUTE, pageLinkMarks, type PageLinkOptions } from "~/lib/page-link";

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> &
  PageLinkOptions & {
    /** The address, as an anchor takes it: a path from the root, or `?…` for the page shown. */
    to: string;
    /** Load the page as a new document (the browser follows the link itself). */
    reloadDocument?: boolean;
  };

/**
 * A link to a page of the shop: a plain anchor, which the root's `PageLinkNavigator` follows without reloading
 * the document and prefetches when a pointer rests on it. It renders no hooks, so a page of many links costs
 * the server and the browser no more than its anchors.
 */
export function PageLink({ to, keepScroll, replace, reloadDocument = false, children, ...anchor }: PageLinkProps) {
  const marks = reloadDocument ? {} : { [PAGE_LINK_ATTRIBUTE]: pageLinkMarks({ keepScroll, replace }) };
  return (
    <a {...anchor} href={to} {...marks}>
      {children}
    </a>
  );
}

type MenuPageLinkProps = PageLinkProps & { end?: boolean };

/**
 * A menu's page link: marked `active` and `aria-current="page"` while it names the page shown (or, unless
 * `end`, one under it).
 */
export function MenuPageLink({ to, end, className, ...link }: MenuPageLinkProps) {
  const current = isCurrentPage(useLocation().pathname, to, end);
  const classes = [className, current && "active"].filter(Boolean).join(" ");
  return <PageLink {...link} to={to} className={classes || undefined} aria-current={current ? "page" : undefined} />;
}
