import { useLocation, type FetcherWithComponents } from "@remix-run/react";
import type { ReactNode } from "react";
import { submitThroughFetcher } from "~/components/ui/fetcher-submit";

type GoodPostFormProps = {
  action: "/cart" | "/favorites";
  goodId: number;
  amount: string;
  /** The good's own fetcher, which the post goes through with JavaScript. */
  fetcher: FetcherWithComponents<unknown>;
  className: string;
  testId?: string;
  /** The submit button, whose own name and value (`intent`) the post carries: one input fewer a card. */
  children: ReactNode;
};

/**
 * A good's post to the cart or the favourites: its `id`, the `amount`, and the page to come back to without
 * JavaScript (`redirectTo`); with JavaScript it goes through the good's fetcher (one request, no reload).
 */
export function GoodPostForm({ action, goodId, amount, fetcher, className, testId, children }: GoodPostFormProps) {
  const location = useLocation();
  return (
    <form method="post" action={action} className={className} data-testid={testId} onSubmit={(event) => submitThroughFetcher(event, fetcher)}>
      <input type="hidden" name="id" value={goodId} />
      <input type="hidden" name="amount" value={amount} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {children}
    </form>
  );
}
