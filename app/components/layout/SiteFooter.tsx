import type { ReactNode } from "react";
import {
  LABEL_CONTACTS,
  LABEL_DEVELOPER,
  LABEL_FOOTER_MENU,
  LABEL_MESSENGERS,
  LABEL_NEW_TAB,
  LABEL_SELLER_DETAILS,
  LABEL_SOCIALS,
} from "~/config/messages/layout";
import { joinMenuUrl } from "~/lib/menu";
import type { Common } from "~/server/api/common.server";
import { ContactList } from "./ContactList";
import { Logo } from "./Logo";
import { SellerDetails } from "./SellerDetails";
import { SocialLinks } from "./SocialLinks";
import { PageLink } from "~/components/ui/PageLink";

type SiteFooterContentProps = {
  common: Common | null;
  /** The markup part of the web analytics counter, from `scripts.bodyEnd`. */
  analytics?: ReactNode;
};

/**
 * What the site footer holds: logo, two social groups, menu_1, contacts, the seller's details that distance
 * selling requires on every page, analytics, developer credit. Rendered to static markup on the server only
 * (footer-markup.server.tsx), so its links are plain anchors: `StaticFooter` follows them on the client.
 */
export function SiteFooterContent({ common, analytics }: SiteFooterContentProps) {
  const footer = common?.footer;
  const siteName = common?.global.site_name ?? "";
  return (
    <>
      <div className="container site-footer__main">
        <div className="site-footer__brand">
          <Logo image={footer?.logo ?? null} siteName={siteName} className="logo--footer" plain />
          <SocialLinks links={common?.socials.top ?? []} title={LABEL_MESSENGERS} />
        </div>
        {footer && footer.menu_1.length > 0 ? (
          <nav className="site-footer__menu" aria-label={LABEL_FOOTER_MENU}>
            {footer.menu_1.map((group) => (
              <div key={group.name} className="site-footer__group">
                <h2 className="site-footer__heading">{group.name}</h2>
                <ul className="site-footer__links">
                  {group.children.map((child) => (
                    <li key={child.url + child.name}>
                      <PageLink to={joinMenuUrl(group.url ?? "", child.url)}>{child.name}</PageLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
        {footer && footer.contacts.length > 0 ? (
          <div className="site-footer__contacts">
            <h2 className="site-footer__heading">{LABEL_CONTACTS}</h2>
            <ContactList contacts={footer.contacts} />
          </div>
        ) : null}
      </div>
      {common?.seller ? (
        <section className="container site-footer__seller" aria-label={LABEL_SELLER_DETAILS}>
          <SellerDetails seller={common.seller} className="seller--inline" />
        </section>
      ) : null}
      <div className="container site-footer__bottom">
        <p className="site-footer__copyright">{footer?.copyright}</p>
        <SocialLinks links={common?.socials.bottom ?? []} title={LABEL_SOCIALS} className="socials--inline" />
        {analytics ? <div className="site-footer__analytics">{analytics}</div> : null}
        {footer?.developer ? (
          <a className="site-footer__developer" href={footer.developer.url} target="_blank" rel="noopener noreferrer">
            {LABEL_DEVELOPER} {footer.developer.name}
            <span className="visually-hidden"> {LABEL_NEW_TAB}</span>
          </a>
        ) : null}
      </div>
    </>
  );
}
