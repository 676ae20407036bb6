import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { NEW_PRODUCTS_TIMEOUT_MS, TOAST_DURATION_FAVOURITES_MS } from "~/config/constants";
import { LABEL_FAVOURITE_ADD, LABEL_FAVOURITE_REMOVE } from "~/config/messages/cart";
import { MSG_FAVOURITE_ADDED } from "~/config/messages/common";
import { showToast } from "~/components/layout/toast";
import { useOnFetcherAnswer } from "./answer-once";
import { GoodPostForm } from "./GoodPostForm";
import { favouriteFetcherKey } from "./fetcher-keys";
import type { FavouriteActionData } from "~/forms/cart-action-data";

type FavouriteToggleProps = { goodId: number; active: boolean };

/**
 * The heart on cards and item pages: a form posting `intent=toggle` to `/favorites` with `amount` 1 (add) or
 * 0 (remove): above 0 adds, anything else removes. With JavaScript it goes through a fetcher, flips at once,
 * shows the «added» toast for 3 s on an addition and highlights the newly added good for `newProductsTimeout`
 * (5000 ms).
 */
export function FavouriteToggle({ goodId, active }: FavouriteToggleProps) {
  const fetcher = useFetcher<FavouriteActionData>({ key: favouriteFetcherKey(goodId) });
  const isNew = useNewHighlight(fetcher.state, fetcher.data);

  const pending = fetcher.formData?.get("amount");
  const shownActive = pending == null ? active : pending === "1";
  const label = shownActive ? LABEL_FAVOURITE_REMOVE : LABEL_FAVOURITE_ADD;
  const className = [
    "icon-button favourite-toggle mask-icon",
    shownActive ? "mask-icon--heart-filled favourite-toggle--active" : "mask-icon--heart",
    isNew && "favourite-toggle--new",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <GoodPostForm action="/favorites" goodId={goodId} amount={shownActive ? "0" : "1"} fetcher={fetcher} className="favourite-toggle-form">
      <button
        type="submit"
        name="intent"
        value="toggle"
        className={className}
        aria-pressed={shownActive}
        title={label}
        data-testid="favourite-toggle"
      >
        <span className="visually-hidden">{label}</span>
      </button>
    </GoodPostForm>
  );
}

/** True for NEW_PRODUCTS_TIMEOUT_MS after an answer that added the good (the «new» highlight). */
function useNewHighlight(state: string, data: FavouriteActionData | undefined): boolean {
  const [isNew, setNew] = useState(false);
  useOnFetcherAnswer(state, data, (answer) => {
    if (!answer.added) return;
    showToast({ kind: "success", title: MSG_FAVOURITE_ADDED, duration: TOAST_DURATION_FAVOURITES_MS });
    setNew(true);
  });
  useEffect(() => {
    if (!isNew) return;
    const timer = setTimeout(() => setNew(false), NEW_PRODUCTS_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [isNew]);
  return isNew;
}
