import type { ReactNode } from "react";
import { LABEL_SKIP_TO_CONTENT } from "~/config/messages/layout";
import { CookieNotice } from "./CookieNotice";
import { PageMain } from "./PageMain";
import { ProgressBar } from "./ProgressBar";
import type { RootData } from "./root-data";
import { SiteHeader } from "./SiteHeader";
import { PageLinkNavigator } from "./PageLinkNavigator";
import { StaticFooter } from "./StaticFooter";

type SiteShellProps = {
  root: RootData | undefined;
  /** The error layout marks a navigation that ended in it as failed (red progress bar). */
  failed?: boolean;
  children: ReactNode;
};

/**
 * What both layouts (default and error) share: progress bar, header, main, footer and the cookie notice. `root`
 * is undefined when the root loader itself failed; everything then falls back to what needs no common data.
 */
export function SiteShell({ root, failed = false, children }: SiteShellProps) {
  const common = root?.common ?? null;
  return (
    <>
      <a className="skip-link" href="#main">
        {LABEL_SKIP_TO_CONTENT}
      </a>
      <ProgressBar failed={failed} />
      <SiteHeader common={common} favouritesCount={root?.favouritesCount ?? 0} cartCount={root?.cartCount ?? 0} signedIn={root?.signedIn ?? false} />
      <PageMain>{children}</PageMain>
      <StaticFooter common={common} markup={root?.footerMarkup ?? null} />
      {common && root?.showCookieNotice ? <CookieNotice text={common.cookie.text} buttonOk={common.cookie.button_ok} /> : null}
      <PageLinkNavigator />
    </>
  );
}
