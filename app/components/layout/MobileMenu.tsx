import { useLocation } from "@remix-run/react";
import { LABEL_ORDER_PROJECT } from "~/config/messages/common";
import { LABEL_MENU_OPEN, LABEL_MOBILE_MENU } from "~/config/messages/layout";
import type { MenuLink } from "~/lib/menu";
import type { Contact } from "~/server/api/common.server";
import { modalHref } from "~/lib/modal-url";
import { BurgerIcon, ChevronDownIcon, CloseIcon, PhoneIcon } from "~/components/ui/icons";
import { ContactList, telHref } from "./ContactList";
import { SearchForm } from "./SearchForm";
import { MenuPageLink, PageLink } from "~/components/ui/PageLink";

type MobileMenuProps = { items: MenuLink[]; phone: string; contacts: Contact[] };

/**
 * The mobile menu, shown below 1400 px: a panel sliding in from the left under the header, at most
 * 360 px wide and full width below 768 px. It is a `<details>` whose `<summary>` is the burger button, so it
 * opens and closes without JavaScript; when open, the summary's `::before` covers the page as a backdrop, so a
 * click outside the panel closes it too. CSS `:has()` locks page scroll while it is open. With JS the header
 * also closes it on route change and on Escape (`useCloseDetails`).
 */
export function MobileMenu({ items, phone, contacts }: MobileMenuProps) {
  const location = useLocation();
  return (
    <details className="mobile-menu">
      <summary className="mobile-menu__toggle">
        <BurgerIcon className="mobile-menu__icon-open" />
        <CloseIcon className="mobile-menu__icon-close" />
        <span className="visually-hidden">{LABEL_MENU_OPEN}</span>
      </summary>
      <div className="mobile-menu__panel">
        <SearchForm id="mobile-search" className="search--mobile" />
        <nav aria-label={LABEL_MOBILE_MENU}>
          <MobileMenuList items={items} />
        </nav>
        <div className="mobile-menu__contacts">
          {phone ? (
            <a className="mobile-menu__phone" href={telHref(phone)}>
              <PhoneIcon size={20} />
              {phone}
            </a>
          ) : null}
          <PageLink className="button button--outline mobile-menu__project" to={modalHref(location, "project")} keepScroll>
            {LABEL_ORDER_PROJECT}
          </PageLink>
          <ContactList contacts={contacts.filter((contact) => contact.type !== "phone")} />
        </div>
      </div>
    </details>
  );
}

function MobileMenuList({ items }: { items: MenuLink[] }) {
  return (
    <ul className="mobile-menu__list">
      {items.map((item) =>
        item.children.length > 0 ? (
          <li key={item.name}>
            <details className="mobile-menu__group">
              <summary className="mobile-menu__link">
                {item.name}
                <ChevronDownIcon size={20} className="mobile-menu__chevron" />
              </summary>
              <ul className="mobile-menu__sublist">
                {item.href ? (
                  <li>
                    <MenuPageLink className="mobile-menu__link mobile-menu__link--all" to={item.href} end>
                      {item.name}
                    </MenuPageLink>
                  </li>
                ) : null}
                {item.children.map((child) => (
                  <li key={child.name}>
                    <MenuPageLink className="mobile-menu__link" to={child.href ?? "/"}>
                      {child.name}
                    </MenuPageLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ) : (
          <li key={item.name}>
            <MenuPageLink className="mobile-menu__link" to={item.href ?? "/"}>
              {item.name}
            </MenuPageLink>
          </li>
        ),
      )}
    </ul>
  );
}
