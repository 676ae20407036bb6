import type { ActionFunctionArgs } from "@remix-run/node";
import { addressSuggestSchema, type AddressSuggestAnswer } from "~/forms/address-suggest";
import { suggestAddresses } from "~/server/api/suggest.server";
import { clientIpOf } from "~/server/client-ip.server";
import { parseForm } from "~/server/form-body.server";
import { FormRefused } from "~/server/form-refused.server";

const answer = (suggestions: string[], status: number) => Response.json({ suggestions } satisfies AddressSuggestAnswer, { status });

/**
 * Address suggestions for the checkout's courier field (with JS): the browser posts `query` and `count`
 * (urlencoded) and gets `{ suggestions: string[] }`. The storefront asks its backend through the api client,
 * so this works whichever backend serves the contract, and the shop's cross-site check applies as to every
 * post. A body that is not a form keeps its refusal's 4xx and input that does not fit is a 400, both with
 * nothing to offer; a refusal or an outage of the backend offers nothing with its status.
 */
/** Suggestions are only posted: a GET (an address typed into the browser) is a 405 naming the method to use. */
export const loader = () => new Response(null, { status: 405, headers: { Allow: "POST" } });

export async function action({ request, context }: ActionFunctionArgs) {
  let form: FormData;
  try {
    form = await parseForm(request);
  } catch (error) {
    if (error instanceof FormRefused) return answer([], error.status);
    throw error;
  }
  const parsed = addressSuggestSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return answer([], 400);
  const { status, values } = await suggestAddresses(parsed.data, clientIpOf(context));
  return answer(values, status);
}
