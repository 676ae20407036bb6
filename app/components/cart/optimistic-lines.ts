import { useFetchers } from "@remix-run/react";
import { CART_CLEAR_FETCHER_KEY, cartLineFetcherKey } from "./fetcher-keys";
import type { CartViewLine } from "~/lib/cart-view";

/**
 * The cart lines with the changes still in flight applied: a pending count change shows its count, a pending
 * remove or clear hides the line. Once the fetchers settle the revalidated loader has the real lines.
 */
export function useOptimisticLines(lines: CartViewLine[]): CartViewLine[] {
  const pending = new Map<string, FormData>();
  for (const fetcher of useFetchers()) if (fetcher.formData) pending.set(fetcher.key, fetcher.formData);
  if (pending.has(CART_CLEAR_FETCHER_KEY)) return [];
  return lines.flatMap((line) => {
    const form = pending.get(cartLineFetcherKey(line.good.id));
    if (!form) return [line];
    const intent = form.get("intent");
    if (intent === "remove") return [];
    const count = Number(form.get("count"));
    if (intent !== "change" || !Number.isInteger(count) || count < 0) return [line];
    return count === 0 ? [] : [{ ...line, count }];
  });
}
