import type { ActionFunctionArgs } from "@remix-run/node";
import { addressSuggestSchema, type AddressSuggestAnswer } from "~/forms/address-suggest";
import { suggestAddresses } from "~/server/api/suggest.server";

const answer = (suggestions: string[], status: number) => Response.json({ suggestions } satisfies AddressSuggestAnswer, { status });

/**
 * Address suggestions for the checkout's courier field (with JS): the browser posts `query` and `count`
 * (urlencoded) and gets `{ suggestions: string[] }`. The storefront asks its backend through the api client,
 * so this works whichever backend serves the contract, and the shop's cross-site check applies as to every
 * post. Input that does not fit is a 400 with nothing to offer; a refusal or an outage of the backend offers
 * nothing with its status.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const parsed = form ? addressSuggestSchema.safeParse(Object.fromEntries(form)) : null;
  if (!parsed?.success) return answer([], 400);
  const { status, values } = await suggestAddresses(parsed.data, context.clientIp);
  return answer(values, status);
}
