import { GoodPrice } from "./GoodPrice";
import { MonthlyPrice } from "./MonthlyPrice";
import { AddToCartForm } from "~/components/cart/AddToCartForm";
import { FavouriteToggle } from "~/components/cart/FavouriteToggle";
import { useRootData } from "~/components/layout/root-data";
import {
  LABEL_CATALOG,
  LABEL_SIZE_CM,
  LABEL_VENDOR,
  LABEL_COLOR,
  LABEL_DELIVERY,
  LABEL_DELIVERY_DAYS,
  LABEL_DESCRIPTION,
  LABEL_DIMENSIONS,
  LABEL_HOME,
  LABEL_MATERIAL,
  LABEL_RELATED,
  LABEL_SKU,
  LABEL_VIEWED,
} from "~/config/messages/catalog";
import { DAY_WORDS, LABEL_CUSTOM_SIZE } from "~/config/messages/common";
import { itemHref } from "~/lib/handles";
import { pluralize } from "~/lib/plural";
import { breadcrumbJsonLd, productJsonLd } from "~/lib/seo";
import type { GoodDetail } from "~/server/api/catalog.server";
import type { GoodCard } from "~/server/api/schemas.server";
import { Breadcrumbs } from "./Breadcrumbs";
import { Gallery } from "./Gallery";
import { GoodsGrid } from "./GoodsGrid";
import { JsonLd } from "./JsonLd";
import { StockState } from "./StockState";
import { LABEL_DELIVER_FROM, LABEL_MADE_IN } from "~/config/messages/delivery-dates";
import { formatDeliveryDays } from "~/lib/delivery-days";
import { formatDay } from "~/lib/delivery-dates";
import { VariantPicker } from "./VariantPicker";
import { PageLink } from "~/components/ui/PageLink";

/** The item page: gallery, price, stock, variants, cart and favourite, description, related and viewed goods. */
export function ItemView({ good, viewed }: { good: GoodDetail; viewed: GoodCard[] }) {
  const root = useRootData();
  const favourites = root?.favouriteIds ?? [];
  const origin = root?.siteUrl ?? "";
  const href = itemHref(good);
  const title = good.variant_label ? `${good.name}, ${good.variant_label.toLowerCase()}` : good.name;
  const crumbs = [
    { name: LABEL_HOME, href: "/" },
    { name: LABEL_CATALOG, href: "/catalog" },
    { name: good.section.name, href: `/catalog/${good.section.handle}` },
    { name: title, href },
  ];
  const days = good.delivery_days;
  return (
    <div className="container item-page">
      <Breadcrumbs items={crumbs} />
      <JsonLd data={breadcrumbJsonLd(origin, crumbs)} />
      <JsonLd data={productJsonLd(origin, { ...good, url: href, color: good.color.title, material: good.material.title })} />
      <div className="item-page__main">
        <Gallery images={good.images} alt={title} />
        <div className="item-page__info">
          <h1>{title}</h1>
          <p className="item-page__sku">
            {LABEL_SKU}: {good.sku}
          </p>
          <GoodPrice className="item-page__price" price={good.price} oldPrice={good.old_price} big />
          <MonthlyPrice price={good.price} withNote />
          <StockState stock={good.stock} lead={good.lead} withTerm={false} />
          <LeadPromise good={good} />
          <VariantPicker variants={good.variants} sectionHandle={good.section.handle} />
          <div className="item-page__actions">
            <AddToCartForm goodId={good.id} inStock={good.in_stock} />
            <FavouriteToggle goodId={good.id} active={favourites.includes(good.id)} />
          </div>
          <PageLink to={`?modal=custom-size&good=${good.id}`} className="button button--outline item-page__custom" keepScroll>
            {LABEL_CUSTOM_SIZE}
          </PageLink>
          <dl className="specs">
            {/* An import may leave a size, material or colour unknown: an unknown fact is left out, never «0×0×0 см». */}
            {good.dimensions.width > 0 && good.dimensions.depth > 0 && good.dimensions.height > 0 ? (
              <>
                <dt>{LABEL_DIMENSIONS}</dt>
                <dd>{LABEL_SIZE_CM(good.dimensions)}</dd>
              </>
            ) : null}
            {good.material.title ? (
              <>
                <dt>{LABEL_MATERIAL}</dt>
                <dd>{good.material.title}</dd>
              </>
            ) : null}
            {good.color.title ? (
              <>
                <dt>{LABEL_COLOR}</dt>
                <dd>{good.color.title}</dd>
              </>
            ) : null}
            {good.vendor ? (
              <>
                <dt>{LABEL_VENDOR}</dt>
                <dd>{good.vendor}</dd>
              </>
            ) : null}
            <dt>{LABEL_DELIVERY}</dt>
            <dd>{formatDeliveryDays(days.min, days.max) ?? LABEL_DELIVERY_DAYS(days.min, days.max, pluralize(days.max, DAY_WORDS))}</dd>
          </dl>
        </div>
      </div>
      <section className="item-page__description">
        <h2>{LABEL_DESCRIPTION}</h2>
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: good.description }} />
      </section>
      {good.related.length > 0 ? (
        <section className="goods-block">
          <h2>{LABEL_RELATED}</h2>
          <GoodsGrid goods={good.related.slice(0, 4)} />
        </section>
      ) : null}
      {viewed.length > 0 ? (
        <section className="goods-block" data-testid="viewed">
          <h2>{LABEL_VIEWED}</h2>
          <GoodsGrid goods={viewed.slice(0, 8)} label={LABEL_VIEWED} />
        </section>
      ) : null}
    </div>
  );
}

/** How soon the good can be had: «Изготовим за 21–28 дней» when made to order, «Доставим с 3 декабря» when in stock. */
function LeadPromise({ good }: { good: GoodDetail }) {
  if (good.lead?.made_to_order) {
    const term = formatDeliveryDays(good.lead.min, good.lead.max);
    return term ? (
      <p className="item-page__lead" data-testid="item-lead">
        {LABEL_MADE_IN(term)}
      </p>
    ) : null;
  }
  const day = good.stock > 0 ? formatDay(good.delivery_from) : "";
  return day ? (
    <p className="item-page__lead" data-testid="item-lead">
      {LABEL_DELIVER_FROM(day)}
    </p>
  ) : null;
}
