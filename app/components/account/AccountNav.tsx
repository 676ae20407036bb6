import { Form } from "@remix-run/react";
import { LABEL_ACCOUNT_NAV, LABEL_LOGOUT, LABEL_PROFILE, LABEL_SETTINGS } from "~/config/messages/account";
import { LABEL_FAVOURITES } from "~/config/messages/layout";
import { MenuPageLink } from "~/components/ui/PageLink";

/** The account sections; «Выйти» is a POST form (a link must never end a session). */
export function AccountNav() {
  return (
    <nav className="account-nav" aria-label={LABEL_ACCOUNT_NAV}>
      <MenuPageLink to="/account" end>
        {LABEL_PROFILE}
      </MenuPageLink>
      <MenuPageLink to="/account/favorites">{LABEL_FAVOURITES}</MenuPageLink>
      <MenuPageLink to="/account/settings">{LABEL_SETTINGS}</MenuPageLink>
      <Form method="post" action="/logout" className="account-nav__logout">
        <button type="submit" className="button button--link">
          {LABEL_LOGOUT}
        </button>
      </Form>
    </nav>
  );
}
