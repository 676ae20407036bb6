import { GoodPrice } from "./GoodPrice";
import { MonthlyPrice } from "./MonthlyPrice";
import { AddToCartForm } from "~/components/cart/AddToCartForm";
import { FavouriteToggle } from "~/components/cart/FavouriteToggle";
import { Photo } from "~/components/ui/Photo";
import { PHOTO_SIZES } from "~/config/constants";
import { LABEL_NEW, LABEL_SALE } from "~/config/messages/goods";
import { itemHref } from "~/lib/handles";
import type { GoodCard } from "~/server/api/schemas.server";
import { StockState } from "./StockState";
import { PageLink } from "~/components/ui/PageLink";

type GoodTileProps = {
  good: GoodCard;
  favourite: boolean;
  /** The first row is above the fold: no lazy loading. */
  eager?: boolean;
  /** The name is one level under the heading the grid sits under: h2 right under the page's h1. */
  headingLevel?: 2 | 3;
};

/**
 * A goods card: picture, name, price, stock, favourite and add-to-cart. The name is the
 * card's one link and stretches over the whole card (CSS), so the picture opens the item too: one link
 * per card instead of two keeps a section of 24 cards light.
 */
export function GoodTile({ good, favourite, eager = false, headingLevel = 3 }: GoodTileProps) {
  const href = itemHref(good);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="good-tile">
      <div className="good-tile__media">
        <Photo image={good.image} sizes={PHOTO_SIZES.card} alt="" eager={eager} />
        {good.is_new || good.old_price ? (
          <span className="good-tile__badges">
            {good.is_new ? <span className="tile-badge tile-badge--new">{LABEL_NEW}</span> : null}
            {good.old_price ? <span className="tile-badge tile-badge--sale">{LABEL_SALE}</span> : null}
          </span>
        ) : null}
      </div>
      <div className="good-tile__fav">
        <FavouriteToggle goodId={good.id} active={favourite} />
      </div>
      <Heading className="good-tile__name">
        <PageLink to={href}>
          {good.name}
          {good.variant_label ? <span className="good-tile__variant">{`, ${good.variant_label.toLowerCase()}`}</span> : null}
        </PageLink>
      </Heading>
      <GoodPrice className="good-tile__price" price={good.price} oldPrice={good.old_price} />
      <MonthlyPrice price={good.price} />
      <StockState stock={good.stock} lead={good.lead} />
      <AddToCartForm goodId={good.id} inStock={good.in_stock} compact />
    </article>
  );
}
