import { useLocation } from "@remix-run/react";
import { useMemo, useRef } from "react";
import { LABEL_ORDER_PROJECT } from "~/config/messages/common";
import { LABEL_MESSENGERS } from "~/config/messages/layout";
import { resolveMenu } from "~/lib/menu";
import type { Common } from "~/server/api/common.server";
import { modalHref } from "~/lib/modal-url";
import { PhoneIcon } from "~/components/ui/icons";
import { CONTACT_POINT_TYPES } from "~/lib/social-types";
import { telHref } from "./ContactList";
import { HeaderActions } from "./HeaderActions";
import { Logo } from "./Logo";
import { MainMenu } from "./MainMenu";
import { MobileMenu } from "./MobileMenu";
import { SearchForm } from "./SearchForm";
import { SocialLinks } from "./SocialLinks";
import { useCloseDetails } from "./use-close-details";
import { PageLink } from "~/components/ui/PageLink";

type SiteHeaderProps = {
  common: Common | null;
  favouritesCount: number;
  cartCount: number;
  signedIn: boolean;
};

/**
 * The fixed site header: a top contact row (phone, messengers, «Заказать проект») and a
 * bottom row (burger, logo, main menu, search, favourites, cart, account). Works from fallbacks when common
 * data is missing (error layout).
 */
export function SiteHeader({ common, favouritesCount, cartCount, signedIn }: SiteHeaderProps) {
  const location = useLocation();
  const ref = useRef<HTMLElement>(null);
  useCloseDetails(ref);

  const menu = useMemo(() => resolveMenu(common?.header.menu ?? []), [common]);
  const phone = common?.header.phone ?? "";
  const messengers = (common?.socials.top ?? []).filter((link) => CONTACT_POINT_TYPES.includes(link.type));

  return (
    <header ref={ref} className="site-header">
      <div className="site-header__top">
        <div className="container site-header__row">
          {phone ? (
            <a className="site-header__phone" href={telHref(phone)}>
              <PhoneIcon size={18} />
              {phone}
            </a>
          ) : null}
          <SocialLinks links={messengers} title={LABEL_MESSENGERS} className="socials--header" />
          <PageLink className="site-header__project" to={modalHref(location, "project")} keepScroll>
            {LABEL_ORDER_PROJECT}
          </PageLink>
        </div>
      </div>
      <div className="container site-header__bottom">
        <MobileMenu items={menu} phone={phone} contacts={common?.footer.contacts ?? []} />
        <Logo image={common?.header.logo ?? null} siteName={common?.global.site_name ?? ""} className="site-header__logo" />
        <MainMenu items={menu} />
        <SearchForm id="header-search" className="site-header__search" />
        <HeaderActions favouritesCount={favouritesCount} cartCount={cartCount} signedIn={signedIn} />
      </div>
    </header>
  );
}
