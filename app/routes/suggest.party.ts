import type { ActionFunctionArgs } from "@remix-run/node";
import { suggestParties } from "~/server/api/suggest.server";
import { clientIpOf } from "~/server/client-ip.server";
import { answerSuggestions } from "~/server/suggest-action.server";

/**
 * Company suggestions for the checkout's invoice payer (with JS): the browser posts `query` and `count`
 * (urlencoded) and gets `{ suggestions: [{ name, inn, kpp }] }`, as for addresses.
 */
/** Suggestions are only posted: a GET is a 405 naming the method to use. */
export const loader = () => new Response(null, { status: 405, headers: { Allow: "POST" } });

export function action({ request, context }: ActionFunctionArgs) {
  return answerSuggestions(request, (input) => suggestParties(input, clientIpOf(context)));
}
