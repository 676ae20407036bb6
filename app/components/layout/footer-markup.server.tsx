import { renderToStaticMarkup } from "react-dom/server";
import type { Common } from "~/server/api/common.server";
import { CommonScripts } from "./CommonScripts";
import { SiteFooterContent } from "./SiteFooter";

/**
 * The footer's markup, rendered once per common data: anonymous common data is one object for as long as the
 * public data revision stands (a back-office change drops it on every process), so the markup is kept by that
 * object. A signed-in visitor's common data is fetched per request; its footer parts are the same as everyone's,
 * so the last markup is also kept by what it is rendered from. No part of it depends on the request: the
 * analytics' markup carries no script, so no CSP nonce.
 */
const byCommon = new WeakMap<Common, string>();
let last: { source: string; markup: string } | null = null;
let fallback: string | null = null;

export function footerMarkup(common: Common | null): string {
  if (!common) return (fallback ??= render(null));
  const kept = byCommon.get(common);
  if (kept !== undefined) return kept;
  const source = JSON.stringify([common.footer, common.socials, common.seller, common.global.site_name, common.scripts.bodyEnd]);
  if (last?.source !== source) last = { source, markup: render(common) };
  byCommon.set(common, last.markup);
  return last.markup;
}

function render(common: Common | null): string {
  const bodyEnd = common?.scripts.bodyEnd;
  return renderToStaticMarkup(
    <SiteFooterContent common={common} analytics={bodyEnd ? <CommonScripts html={bodyEnd} nonce={undefined} part="markup" /> : null} />,
  );
}
