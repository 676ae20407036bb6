import { z } from "zod";
import { ADDRESS_SUGGEST_COUNT, ADDRESS_SUGGEST_COUNT_MAX, ADDRESS_SUGGEST_QUERY_MAX_LENGTH } from "~/config/constants";

/**
 * What the courier address field posts to `/suggest/address`: the text typed so far (with the chosen city in
 * front) and how many suggestions to offer. The limits are the backend contract's, so a valid request is
 * never refused there.
 */
export const addressSuggestSchema = z.object({
  query: z.string().trim().max(ADDRESS_SUGGEST_QUERY_MAX_LENGTH),
  count: z.coerce.number().int().min(1).max(ADDRESS_SUGGEST_COUNT_MAX).default(ADDRESS_SUGGEST_COUNT),
});
export type AddressSuggestRequest = z.infer<typeof addressSuggestSchema>;

/**
 * One address `/suggest/address` offers: `value`, the whole address as offered; `address`, its street and house
 * (what the courier address field keeps); and the parts with fields of their own, empty when the suggestion has
 * none: `flat`, `entrance`, `floor`.
 */
export const addressOfferSchema = z.object({ value: z.string(), address: z.string(), flat: z.string(), entrance: z.string(), floor: z.string() });
export type AddressOffer = z.infer<typeof addressOfferSchema>;

/** What `/suggest/address` answers: the addresses to offer, best first (empty when there is nothing to offer). */
export const addressSuggestAnswerSchema = z.object({ suggestions: z.array(addressOfferSchema) });
