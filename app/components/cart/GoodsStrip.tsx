import { Link } from "@remix-run/react";
import { formatPrice } from "~/lib/price";
import { goodHref, type CartGood } from "./types";

/** A titled row of small good cards (viewed goods under the cart). */
export function GoodsStrip({ title, goods }: { title: string; goods: CartGood[] }) {
  return (
    <section className="goods-strip" aria-labelledby="goods-strip-title">
      <h2 id="goods-strip-title" className="goods-strip__title">
        {title}
      </h2>
      <ul className="goods-strip__list">
        {goods.map((good) => (
          <li key={good.id} className="goods-strip__item">
            <Link to={goodHref(good)} className="goods-strip__link">
              <img src={good.image.src} width={good.image.width} height={good.image.height} alt={good.image.alt || good.name} loading="lazy" />
              <span className="goods-strip__name">{good.name}</span>
              <span className="goods-strip__price">{formatPrice(good.price)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
