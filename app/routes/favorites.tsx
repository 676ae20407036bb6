import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import {
  LABEL_FAVOURITES_CLEAR,
  LABEL_FAVOURITES_EMPTY,
  LABEL_FAVOURITES_EMPTY_TEXT,
  LABEL_FAVOURITES_TITLE,
  LABEL_TO_CART,
  LABEL_TO_CATALOG,
  MSG_FAVOURITE_ADDED,
  MSG_FAVOURITE_REMOVED,
  MSG_FAVOURITES_CLEARED,
} from "~/config/messages";
import type { FavouriteActionData } from "~/components/cart/action-data";
import { AddToCartForm } from "~/components/cart/AddToCartForm";
import { EmptyState } from "~/components/cart/EmptyState";
import { FavouriteToggle } from "~/components/cart/FavouriteToggle";
import { goodHref } from "~/components/cart/types";
import cartStyles from "~/components/cart/cart.css";
import { formatPrice } from "~/lib/price";
import { redirectBack } from "~/server/cart/cart-state.server";
import { parseFavouriteIntent } from "~/server/cart/favourite-intent";
import { loadFavourites, updateFavourites } from "~/server/cart/favourites-page.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { goods, headers } = await loadFavourites(request);
  return data({ goods }, { headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = parseFavouriteIntent(form);
  if (!intent) throw new Response(null, { status: 400 });
  const { answer, headers } = await updateFavourites(request, intent);
  const redirectTo = form.get("redirectTo");
  // A fetcher asks without redirectTo and shows the toast itself.
  if (typeof redirectTo !== "string") return data<FavouriteActionData>(answer, { headers });
  const title = answer.added ? MSG_FAVOURITE_ADDED : intent.intent === "clear" ? MSG_FAVOURITES_CLEARED : MSG_FAVOURITE_REMOVED;
  return redirectBack(request, redirectTo, "/favorites", { kind: "success", title }, headers);
}

export const links = () => [{ rel: "stylesheet", href: cartStyles }];
export const meta: MetaFunction = () => [{ title: LABEL_FAVOURITES_TITLE }, { name: "robots", content: "noindex" }];

export default function FavouritesPage() {
  const { goods } = useLoaderData<typeof loader>();
  return (
    <div className="container cart-page">
      <h1 className="cart-page__title">{LABEL_FAVOURITES_TITLE}</h1>
      {goods.length === 0 ? (
        <EmptyState
          title={LABEL_FAVOURITES_EMPTY}
          text={LABEL_FAVOURITES_EMPTY_TEXT}
          links={[
            { to: "/catalog", label: LABEL_TO_CATALOG },
            { to: "/cart", label: LABEL_TO_CART },
          ]}
        />
      ) : (
        <>
          <ul className="favourites-grid" data-testid="favourites-list">
            {goods.map((good) => (
              <li key={good.id} className="favourite-card" data-testid="favourite-card" data-good-id={good.id}>
                <Link to={goodHref(good)} className="favourite-card__link">
                  <img src={good.image.src} width={good.image.width} height={good.image.height} alt={good.image.alt || good.name} loading="lazy" />
                  <span className="favourite-card__name">{good.name}</span>
                </Link>
                {good.variant_label ? <span className="favourite-card__variant">{good.variant_label}</span> : null}
                <span className="favourite-card__price">
                  {formatPrice(good.price)}
                  {good.old_price ? <s>{formatPrice(good.old_price)}</s> : null}
                </span>
                <div className="favourite-card__actions">
                  <AddToCartForm goodId={good.id} inStock={good.in_stock} />
                  <FavouriteToggle goodId={good.id} active />
                </div>
              </li>
            ))}
          </ul>
          <Form method="post" action="/favorites" className="favourites-clear">
            <input type="hidden" name="intent" value="clear" />
            <input type="hidden" name="redirectTo" value="/favorites" />
            <button type="submit" className="button button--ghost">
              {LABEL_FAVOURITES_CLEAR}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
