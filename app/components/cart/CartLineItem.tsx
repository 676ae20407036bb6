import { useFetcher } from "@remix-run/react";
import { StockState } from "~/components/catalog/StockState";
import { useState, type FormEvent } from "react";
import {
  LABEL_LINE_TOTAL,
  LABEL_PRICE_PER_PIECE,
  LABEL_QUANTITY,
  LABEL_QUANTITY_LESS,
  LABEL_QUANTITY_MORE,
  LABEL_REMOVE,
  LABEL_REMOVE_GOOD,
} from "~/config/messages/cart";
import { CART_LINE_MAX_COUNT, PHOTO_SIZES } from "~/config/constants";
import { itemHref } from "~/lib/handles";
import { formatPrice } from "~/lib/price";
import { showToast } from "~/components/layout/toast";
import { submitThroughFetcher } from "~/components/ui/fetcher-submit";
import { Photo } from "~/components/ui/Photo";
import type { CartActionData } from "~/forms/cart-action-data";
import { useOnFetcherAnswer } from "./answer-once";
import { cartLineFetcherKey } from "./fetcher-keys";
import type { CartViewLine } from "~/lib/cart-view";
import { PageLink } from "~/components/ui/PageLink";

/** Id of the no-JS "Пересчитать" form that the quantity inputs of every line belong to. */
export const RECOUNT_FORM_ID = "cart-recount";

type CartLineItemProps = {
  line: CartViewLine;
  /** The server's stock warning for this line from a no-JS post. */
  warning?: string;
};

/**
 * One cart line: image, name, variant, price, quantity, line total, remove. The − / + buttons and "Удалить" are
 * real forms; the number input belongs to the page's "Пересчитать" form without JavaScript and submits its own
 * change with it. With JavaScript each line's forms go through one fetcher
 * (`submitThroughFetcher`), so fast clicks replace each other.
 */
export function CartLineItem({ line, warning }: CartLineItemProps) {
  const { good, count } = line;
  const fetcher = useFetcher<CartActionData>({ key: cartLineFetcherKey(good.id) });
  const [typed, setTyped] = useState(String(count));
  // A new count from the server replaces what was typed, in the same render.
  const [shownCount, setShownCount] = useState(count);
  if (count !== shownCount) {
    setShownCount(count);
    setTyped(String(count));
  }
  useOnFetcherAnswer(fetcher.state, fetcher.data, (answer) => {
    if (!answer.ok) showToast({ kind: "warning", title: answer.message });
  });
  const shownWarning = warning ?? (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined);
  const inputId = `cart-count-${good.id}`;
  const redirect = <input type="hidden" name="redirectTo" value="/cart" />;
  const sendThroughFetcher = (event: FormEvent<HTMLFormElement>) => submitThroughFetcher(event, fetcher);

  function submitTyped(value: string) {
    setTyped(value);
    const wanted = Number(value);
    if (value === "" || !Number.isInteger(wanted) || wanted < 0 || wanted > CART_LINE_MAX_COUNT) return;
    fetcher.submit({ intent: "change", id: String(good.id), count: value }, { method: "post", action: "/cart" });
  }

  return (
    <li className="cart-line" data-testid="cart-line" data-good-id={good.id}>
      <PageLink to={itemHref(good)} className="cart-line__image">
        <Photo image={good.image} sizes={PHOTO_SIZES.cartLine} alt={good.image.alt || good.name} />
      </PageLink>
      <div className="cart-line__info">
        <PageLink to={itemHref(good)} className="cart-line__name">
          {good.name}
        </PageLink>
        {good.variant_label ? <div className="cart-line__variant">{good.variant_label}</div> : null}
        <div className="cart-line__price">
          {formatPrice(good.price)} <span className="cart-line__muted">{LABEL_PRICE_PER_PIECE}</span>
          {good.old_price ? <s className="cart-line__old-price">{formatPrice(good.old_price)}</s> : null}
        </div>
        <StockState stock={good.stock} lead={good.lead} />
        {shownWarning ? (
          <p className="cart-line__warning" role="alert" data-testid="cart-line-warning">
            {shownWarning}
          </p>
        ) : null}
      </div>
      <div className="cart-line__quantity">
        <form method="post" action="/cart" className="quantity" onSubmit={sendThroughFetcher}>
          <input type="hidden" name="intent" value="change" />
          <input type="hidden" name="id" value={good.id} />
          {redirect}
          <button type="submit" name="count" value={count - 1} className="quantity__button" disabled={count <= 1}>
            <span aria-hidden="true">−</span>
            <span className="visually-hidden">{LABEL_QUANTITY_LESS}</span>
          </button>
          <label htmlFor={inputId} className="visually-hidden">
            {LABEL_QUANTITY}: {good.name}
          </label>
          <input type="hidden" name="id" value={good.id} form={RECOUNT_FORM_ID} />
          <input
            id={inputId}
            className="quantity__input"
            type="number"
            name="count"
            form={RECOUNT_FORM_ID}
            inputMode="numeric"
            min={0}
            max={CART_LINE_MAX_COUNT}
            required
            value={typed}
            onChange={(event) => submitTyped(event.currentTarget.value)}
            data-testid="cart-line-count"
          />
          <button type="submit" name="count" value={count + 1} className="quantity__button" disabled={count >= CART_LINE_MAX_COUNT}>
            <span aria-hidden="true">+</span>
            <span className="visually-hidden">{LABEL_QUANTITY_MORE}</span>
          </button>
        </form>
      </div>
      <div className="cart-line__total">
        <span className="visually-hidden">{LABEL_LINE_TOTAL}: </span>
        {formatPrice(good.price * count)}
      </div>
      <form method="post" action="/cart" className="cart-line__remove" onSubmit={sendThroughFetcher}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="id" value={good.id} />
        <input type="hidden" name="amount" value={count} />
        {redirect}
        <button type="submit" className="button button--ghost cart-line__remove-button" data-testid="cart-line-remove">
          {LABEL_REMOVE}
          <span className="visually-hidden">
            {" "}
            {LABEL_REMOVE_GOOD} {good.name}
          </span>
        </button>
      </form>
    </li>
  );
}
