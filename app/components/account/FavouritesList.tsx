import { GoodsGrid } from "~/components/catalog/GoodsGrid";
import { LABEL_NO_FAVOURITES } from "~/config/messages/account";
import { LABEL_FAVOURITES } from "~/config/messages/layout";
import type { GoodCard } from "~/server/api/schemas.server";

/** The account's favourites as the same goods cards as /favorites: picture, price, «В корзину», and the heart removes. */
export function FavouritesList({ goods }: { goods: GoodCard[] }) {
  return (
    <section className="account-favourites" aria-labelledby="account-favourites-title">
      <h2 id="account-favourites-title">{LABEL_FAVOURITES}</h2>
      {goods.length === 0 ? <p>{LABEL_NO_FAVOURITES}</p> : <GoodsGrid goods={goods} eagerCount={4} label={LABEL_FAVOURITES} />}
    </section>
  );
}
