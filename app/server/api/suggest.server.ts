import { z } from "zod";
import type { AddressOffer, AddressSuggestRequest } from "~/forms/address-suggest";
import type { PartySuggestion } from "~/forms/party-suggest";
import { log } from "../log.server";
import { callApi, readJson } from "./client.server";

/** A part of an address DaData may leave out. */
const part = z.string().nullish();

/** The part of `POST /api/suggest/address`'s answer (DaData's shape, docs/api.md) the storefront offers. */
const addressAnswer = z.object({
  suggestions: z.array(
    z.object({
      value: z.string(),
      data: z.object({ flat_type: part, flat: part, entrance: part, floor: part }).passthrough(),
    }),
  ),
});
type AddressSuggestion = z.infer<typeof addressAnswer>["suggestions"][number];

/**
 * A suggestion split for the courier's fields: the flat leaves the address (DaData ends the value with
 * «, кв 3» when it has one) for the flat's own field; entrance and floor as DaData knows them.
 */
function toOffer({ value, data }: AddressSuggestion): AddressOffer {
  const flatPart = data.flat ? `, ${[data.flat_type, data.flat].filter(Boolean).join(" ")}` : null;
  const address = flatPart && value.endsWith(flatPart) ? value.slice(0, -flatPart.length) : value;
  return { value, address, flat: data.flat ?? "", entrance: data.entrance ?? "", floor: data.floor ?? "" };
}

/** The part of `POST /api/suggest/party`'s answer (DaData's party shape, docs/api.md) that fills the payer's fields. */
const partyAnswer = z.object({
  suggestions: z.array(
    z.object({
      value: z.string(),
      data: z.object({
        inn: z.string(),
        kpp: z.string().nullable(),
        name: z.object({ short_with_opf: z.string().nullable() }).passthrough(),
      }),
    }),
  ),
});

/** What to offer (best first) and the status to answer with: 200, the backend's 4xx, or 503. */
export type Suggestions<T> = { status: number; values: T[] };

/**
 * `POST /api/suggest/<kind>` for the shopper at `clientIp` (the backend limits suggestions per address).
 * Never throws: a refusal keeps the backend's 4xx (a 429 from its rate limit), an outage or an answer that
 * does not fit the contract is a 503; both offer nothing.
 */
async function askSuggestions<S extends z.ZodTypeAny>(path: string, request: AddressSuggestRequest, clientIp: string, schema: S) {
  const response = await callApi(path, { method: "POST", json: request, clientIp });
  if (!response.ok) return { status: response.status >= 500 ? 503 : response.status, answer: null };
  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) {
    log.error({ what: path, issues: parsed.error.issues.slice(0, 3) }, "backend answer does not fit the contract");
    return { status: 503, answer: null };
  }
  return { status: 200, answer: parsed.data as z.infer<S> };
}

/** Addresses for the courier field, each with the parts that fill the flat, entrance and floor. */
export async function suggestAddresses(request: AddressSuggestRequest, clientIp: string): Promise<Suggestions<AddressOffer>> {
  const { status, answer } = await askSuggestions("/suggest/address", request, clientIp, addressAnswer);
  return { status, values: answer ? answer.suggestions.map(toOffer) : [] };
}

/** Companies for the invoice payer's fields: the name with its legal form, ИНН and КПП. */
export async function suggestParties(request: AddressSuggestRequest, clientIp: string): Promise<Suggestions<PartySuggestion>> {
  const { status, answer } = await askSuggestions("/suggest/party", request, clientIp, partyAnswer);
  const values = (answer?.suggestions ?? []).map(({ value, data }) => ({
    name: data.name.short_with_opf ?? value,
    inn: data.inn,
    kpp: data.kpp ?? "",
  }));
  return { status, values };
}
