import { useFetcher } from "@remix-run/react";
import { LABEL_ADD_TO_CART, LABEL_OUT_OF_STOCK, MSG_CART_ADDED } from "~/config/messages/cart";
import { showToast } from "~/components/layout/toast";
import { useOnFetcherAnswer } from "./answer-once";
import { GoodPostForm } from "./GoodPostForm";
import { cartFetcherKey } from "./fetcher-keys";
import type { CartActionData } from "~/forms/cart-action-data";

type AddToCartFormProps = { goodId: number; inStock: boolean; compact?: boolean };

/**
 * "В корзину": a real form posting `intent=add` to `/cart`. Without JavaScript the action redirects back to
 * `redirectTo` with a flash toast; with it the form goes through a fetcher (one request, no reload), the header
 * badge counts the pending add at once, and the answer (or the stock warning) shows as a toast.
 */
export function AddToCartForm({ goodId, inStock, compact = false }: AddToCartFormProps) {
  const fetcher = useFetcher<CartActionData>({ key: cartFetcherKey(goodId) });
  useOnFetcherAnswer(fetcher.state, fetcher.data, showCartAnswer);

  const busy = fetcher.state !== "idle";
  const label = inStock ? LABEL_ADD_TO_CART : LABEL_OUT_OF_STOCK;
  return (
    <GoodPostForm action="/cart" goodId={goodId} amount="1" fetcher={fetcher} className="add-to-cart" testId="add-to-cart">
      <button
        type="submit"
        name="intent"
        value="add"
        className={`mask-icon mask-icon--cart ${compact ? "button button--outline add-to-cart__button--compact" : "button add-to-cart__button"}`}
        disabled={!inStock}
        aria-busy={busy || undefined}
        title={compact ? label : undefined}
      >
        {compact ? <span className="visually-hidden">{label}</span> : label}
      </button>
    </GoodPostForm>
  );
}

/** The outcome of a finished add: success, or the server's warning (stock recount, full cart). */
function showCartAnswer(data: CartActionData) {
  if (data.ok) showToast({ kind: "success", title: MSG_CART_ADDED });
  else showToast({ kind: "warning", title: data.message });
}
