import type { ActionFunctionArgs } from "@remix-run/node";
import { suggestAddresses } from "~/server/api/suggest.server";
import { clientIpOf } from "~/server/client-ip.server";
import { answerSuggestions } from "~/server/suggest-action.server";

/**
 * Address suggestions for the checkout's courier field (with JS): the browser posts `query` and `count`
 * (urlencoded) and gets `{ suggestions: [{ value, address, flat, entrance, floor }] }` (`AddressOffer`). The
 * storefront asks its backend through the api client, so this works whichever backend serves the contract, and
 * the shop's cross-site check applies as to every post.
 */
/** Suggestions are only posted: a GET (an address typed into the browser) is a 405 naming the method to use. */
export const loader = () => new Response(null, { status: 405, headers: { Allow: "POST" } });

export function action({ request, context }: ActionFunctionArgs) {
  return answerSuggestions(request, (input) => suggestAddresses(input, clientIpOf(context)));
}
