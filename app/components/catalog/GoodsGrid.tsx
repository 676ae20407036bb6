import { useRootData } from "~/components/layout/root-data";
import type { GoodCard } from "~/server/api/schemas.server";
import { GoodTile } from "./GoodTile";

type GoodsGridProps = { goods: GoodCard[]; eagerCount?: number; label?: string; headingLevel?: 2 | 3 };

/** A grid of goods cards; the first `eagerCount` load at once (the visible first row). */
export function GoodsGrid({ goods, eagerCount = 0, label, headingLevel }: GoodsGridProps) {
  const favourites = new Set(useRootData()?.favouriteIds ?? []);
  return (
    <ul className="goods-grid" aria-label={label}>
      {goods.map((good, i) => (
        <li key={good.id}>
          <GoodTile good={good} favourite={favourites.has(good.id)} eager={i < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
