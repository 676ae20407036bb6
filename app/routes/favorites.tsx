import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  LABEL_FAVOURITES_CLEAR,
  LABEL_FAVOURITES_EMPTY,
  LABEL_FAVOURITES_EMPTY_TEXT,
  LABEL_FAVOURITES_TITLE,
  LABEL_TO_CART,
  LABEL_TO_CATALOG,
  MSG_FAVOURITE_REMOVED,
  MSG_FAVOURITES_CLEARED,
} from "~/config/messages/cart";
import { MSG_FAVOURITE_ADDED } from "~/config/messages/common";
import type { FavouriteActionData } from "~/forms/cart-action-data";
import { EmptyState } from "~/components/cart/EmptyState";
import { IntentForm } from "~/components/cart/IntentForm";
import { GoodsGrid } from "~/components/catalog/GoodsGrid";
import cartStyles from "~/components/cart/cart.css";
import { redirectBack } from "~/server/cart/cart-state.server";
import { parseFavouriteIntent } from "~/forms/favourites";
import { badRequest } from "~/server/responses.server";
import { loadFavourites, updateFavourites } from "~/server/cart/favourites-page.server";
import { readForm } from "~/server/form-body.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { goods, headers } = await loadFavourites(request);
  return data({ goods }, { headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const intent = parseFavouriteIntent(form);
  if (!intent) throw badRequest();
  const { answer, headers } = await updateFavourites(request, intent);
  const redirectTo = form.get("redirectTo");
  // A fetcher asks without redirectTo and shows the toast itself.
  if (typeof redirectTo !== "string") return data<FavouriteActionData>(answer, { headers });
  const title = answer.added ? MSG_FAVOURITE_ADDED : intent.intent === "clear" ? MSG_FAVOURITES_CLEARED : MSG_FAVOURITE_REMOVED;
  return redirectBack(redirectTo, "/favorites", { kind: "success", title }, headers);
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
          <GoodsGrid goods={goods} eagerCount={4} label={LABEL_FAVOURITES_TITLE} headingLevel={2} />
          <IntentForm
            action="/favorites"
            intent="clear"
            label={LABEL_FAVOURITES_CLEAR}
            buttonClassName="button button--ghost"
            className="favourites-clear"
          />
        </>
      )}
    </div>
  );
}
