import { z } from "zod";
import type { AddressSuggestRequest } from "~/forms/address-suggest";
import { log } from "../log.server";
import { callApi, readJson } from "./client.server";

/** The part of `POST /api/suggest/address`'s answer (DaData's shape, docs/api.md) the storefront offers. */
const answerSchema = z.object({ suggestions: z.array(z.object({ value: z.string() }).passthrough()) });

/** The addresses to offer (best first) and the status to answer with: 200, the backend's 4xx, or 503. */
export type AddressSuggestions = { status: number; values: string[] };

/**
 * `POST /api/suggest/address` for the shopper at `clientIp` (the backend limits suggestions per address).
 * Never throws: a refusal keeps the backend's 4xx (a 429 from its rate limit), an outage or an answer that
 * does not fit the contract is a 503; both offer nothing.
 */
export async function suggestAddresses(request: AddressSuggestRequest, clientIp: string): Promise<AddressSuggestions> {
  const response = await callApi("/suggest/address", { method: "POST", json: request, clientIp });
  if (!response.ok) return { status: response.status >= 500 ? 503 : response.status, values: [] };
  const parsed = answerSchema.safeParse(await readJson(response));
  if (!parsed.success) {
    log.error({ what: "/suggest/address", issues: parsed.error.issues.slice(0, 3) }, "backend answer does not fit the contract");
    return { status: 503, values: [] };
  }
  return { status: 200, values: parsed.data.suggestions.map((suggestion) => suggestion.value) };
}
