import type { ReactNode } from "react";
import { LABEL_SKIP_TO_CONTENT } from "~/config/messages/layout";
import { CommonScripts } from "./CommonScripts";
import { CookieNotice } from "./CookieNotice";
import { PageMain } from "./PageMain";
import { ProgressBar } from "./ProgressBar";
import type { RootData } from "./root-data";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

type SiteShellProps = {
  root: RootData | undefined;
  nonce: string | undefined;
  /** The error layout marks a navigation that ended in it as failed (red progress bar). */
  failed?: boolean;
  children: ReactNode;
};

/**
 * What both layouts (default and error) share: progress bar, header, main, footer and the cookie notice. `root`
 * is undefined when the root loader itself failed; everything then falls back to what needs no common data.
 */
export function SiteShell({ root, nonce, failed = false, children }: SiteShellProps) {
  const common = root?.common ?? null;
  return (
    <>
      <a className="skip-link" href="#main">
        {LABEL_SKIP_TO_CONTENT}
      </a>
      <ProgressBar failed={failed} />
      <SiteHeader common={common} favouritesCount={root?.favouritesCount ?? 0} cartCount={root?.cartCount ?? 0} signedIn={root?.signedIn ?? false} />
      <PageMain>{children}</PageMain>
      <SiteFooter
        common={common}
        analytics={common?.scripts.bodyEnd ? <CommonScripts html={common.scripts.bodyEnd} nonce={nonce} part="markup" /> : null}
      />
      {common && root?.showCookieNotice ? <CookieNotice text={common.cookie.text} buttonOk={common.cookie.button_ok} /> : null}
    </>
  );
}
