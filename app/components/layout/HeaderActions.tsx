import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { LABEL_ACCOUNT, LABEL_CART, LABEL_CART_COUNT, LABEL_FAVOURITES, LABEL_FAVOURITES_COUNT, LABEL_SIGN_IN } from "~/config/messages/layout";
import { modalHref } from "~/lib/modal-url";
import { UserIcon } from "~/components/ui/icons";
import { useOptimisticCounts } from "~/components/cart/optimistic-counts";
import { PageLink } from "~/components/ui/PageLink";

type HeaderActionsProps = { favouritesCount: number; cartCount: number; signedIn: boolean };

/** Favourites, cart (with count badges) and the account icon: `/account` when signed in, else the sign-in modal. */
export function HeaderActions({ favouritesCount, cartCount, signedIn }: HeaderActionsProps) {
  const location = useLocation();
  // Cart adds and favourite toggles in flight count at once (cart/checkout engineer).
  const counts = useOptimisticCounts(cartCount, favouritesCount);
  return (
    <ul className="header-actions">
      <li>
        <CountedLink to="/favorites" testId="header-favourites" icon="heart" label={LABEL_FAVOURITES}>
          <CountBadge count={counts.favouritesCount} label={LABEL_FAVOURITES_COUNT} />
        </CountedLink>
      </li>
      <li>
        <CountedLink to="/cart" testId="header-cart" icon="cart" label={LABEL_CART}>
          <CountBadge count={counts.cartCount} label={LABEL_CART_COUNT} />
        </CountedLink>
      </li>
      <li>
        {signedIn ? (
          <PageLink to="/account" className="header-actions__link">
            <UserIcon />
            <span className="visually-hidden">{LABEL_ACCOUNT}</span>
          </PageLink>
        ) : (
          <PageLink to={modalHref(location, "login")} className="header-actions__link" keepScroll>
            <UserIcon />
            <span className="visually-hidden">{LABEL_SIGN_IN}</span>
          </PageLink>
        )}
      </li>
    </ul>
  );
}

type CountedLinkProps = { to: string; testId: string; icon: "heart" | "cart"; label: string; children: ReactNode };

/** An icon link of the header (its icon a CSS mask, `app/styles/icons.css`) named for a screen reader, with its count badge (`children`). */
function CountedLink({ to, testId, icon, label, children }: CountedLinkProps) {
  return (
    <PageLink to={to} className={`header-actions__link mask-icon mask-icon--${icon}`} data-testid={testId}>
      <span className="visually-hidden">{label}</span>
      {children}
    </PageLink>
  );
}

function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className="badge" data-testid="count-badge">
      <span className="visually-hidden">{label} </span>
      {count > 99 ? "99+" : count}
    </span>
  );
}
