import { LABEL_MAIN_MENU, LABEL_SUBMENU_TOGGLE } from "~/config/messages/layout";
import type { MenuLink } from "~/lib/menu";
import { ChevronDownIcon } from "~/components/ui/icons";
import { MenuPageLink } from "~/components/ui/PageLink";

/**
 * The desktop main menu (shown from 1400 px). An item with children is its own link plus a `<details>`
 * toggle for the dropdown (an item without a url is the toggle itself), so dropdowns open without JavaScript;
 * the header closes them on route change.
 */
export function MainMenu({ items }: { items: MenuLink[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="main-nav" aria-label={LABEL_MAIN_MENU}>
      <ul className="main-nav__list">
        {items.map((item) => (
          <li key={item.name} className="main-nav__item">
            {item.href ? (
              <MenuPageLink to={item.href} className="main-nav__link">
                {item.name}
              </MenuPageLink>
            ) : null}
            {item.children.length > 0 ? <Dropdown item={item} /> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Dropdown({ item }: { item: MenuLink }) {
  return (
    <details className="main-nav__dropdown" name="main-nav">
      {item.href ? (
        <summary className="main-nav__toggle">
          <ChevronDownIcon size={18} />
          <span className="visually-hidden">
            {LABEL_SUBMENU_TOGGLE} {item.name}
          </span>
        </summary>
      ) : (
        <summary className="main-nav__link main-nav__group">
          {item.name}
          <ChevronDownIcon size={18} />
        </summary>
      )}
      <ul className="main-nav__sub">
        {item.children.map((child) => (
          <li key={child.name}>
            <MenuPageLink to={child.href ?? "/"} className="main-nav__sublink">
              {child.name}
            </MenuPageLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
