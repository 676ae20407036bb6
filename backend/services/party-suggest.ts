import type { Logger } from "pino";
import { z } from "zod";
import { dadataSuggestUrl, postToDadata } from "./dadata";

/**
 * Company suggestions for the checkout's invoice payer, in DaData's answer shape ("Suggestions API", party,
 * version 4_1): from DaData's suggest API when a key is configured, with a timeout. There is no local register of
 * companies, so without a key, or when DaData fails, there is nothing to suggest and the fields are typed by hand.
 */

export interface PartySuggestion {
  value: string;
  data: {
    inn: string;
    /** Null for a sole trader, who has none. */
    kpp: string | null;
    name: { short_with_opf: string | null };
    type: "LEGAL" | "INDIVIDUAL";
  };
}

/** The part of DaData's party answer the shop uses; other fields pass unread. */
const dadataAnswer = z.object({
  suggestions: z.array(
    z.object({
      value: z.string(),
      data: z
        .object({
          inn: z.string(),
          kpp: z.string().nullable().optional(),
          name: z.object({ short_with_opf: z.string().nullable().optional() }).passthrough().nullable().optional(),
          type: z.enum(["LEGAL", "INDIVIDUAL"]),
        })
        .passthrough(),
    }),
  ),
});

async function askDadata(endpoint: string, apiKey: string, query: string, count: number): Promise<PartySuggestion[]> {
  const { suggestions } = dadataAnswer.parse(await postToDadata(endpoint, apiKey, { query, count }));
  return suggestions.map(({ value, data }) => ({
    value,
    data: {
      inn: data.inn,
      kpp: data.type === "INDIVIDUAL" ? null : (data.kpp ?? null),
      name: { short_with_opf: data.name?.short_with_opf ?? null },
      type: data.type,
    },
  }));
}

/** Suggestions for a company name or ИНН; empty without a key or when DaData fails (logged). */
export function createPartySuggester(log: Logger, apiKey: string | undefined, endpoint = dadataSuggestUrl("party")) {
  return async function suggestParty(query: string, count: number): Promise<PartySuggestion[]> {
    if (!apiKey) return [];
    try {
      return await askDadata(endpoint, apiKey, query, count);
    } catch (err) {
      log.warn({ err }, "DaData party suggestions failed; offering none");
      return [];
    }
  };
}
