import type { Kysely, Selectable } from "kysely";
import type { Logger } from "pino";
import { z } from "zod";
import type { Database } from "../db/schema";
import type { AddressStreetsTable } from "../db/schema-orders";

/**
 * Address suggestions in DaData's answer shape: from the local street table by default, from DaData's
 * suggest API when a key is configured (with a timeout, falling back to local data on any failure).
 */

export interface AddressSuggestion {
  value: string;
  unrestricted_value: string;
  data: {
    region: string;
    city: string;
    street: string | null;
    street_type: string | null;
    house: string | null;
    postal_code: string | null;
    geo_lat: string | null;
    geo_lon: string | null;
  };
}

const DADATA_URL = "https://suggestions.dadata.ru/suggestions/api/4_1/rs/suggest/address";
const DADATA_TIMEOUT_MS = 3000;

type Street = Selectable<AddressStreetsTable>;

/** Words that name a kind of place, not the place: "ул", "улица", "г.", "д" … */
const TYPE_WORDS = new Set([
  "г",
  "город",
  "ул",
  "улица",
  "пр",
  "пр-т",
  "пр-кт",
  "проспект",
  "пркт",
  "ш",
  "шоссе",
  "д",
  "дом",
  "обл",
  "область",
  "край",
  "респ",
]);

function normalize(text: string): string {
  return text.toLowerCase().replace(/ё/g, "е");
}

/** Splits a query into place words and an optional house number ("тверская 7к2" → ["тверская"], "7к2"). */
function parseQuery(query: string): { words: string[]; house: string | null } {
  const tokens = normalize(query)
    .split(/[^a-zа-я0-9-]+/)
    .filter(Boolean);
  let house: string | null = null;
  const words: string[] = [];
  for (const token of tokens) {
    if (TYPE_WORDS.has(token)) continue;
    if (/^\d{1,4}[а-я]?(к\d{1,2})?$/.test(token) && words.length > 0) house = token.toUpperCase().replace("К", "к");
    else words.push(token);
  }
  return { words, house };
}

function streetWords(street: Street): string[] {
  return normalize(`${street.region} ${street.city} ${street.street}`)
    .split(/[^a-zа-я0-9-]+/)
    .filter(Boolean);
}

function toSuggestion(street: Street, house: string | null): AddressSuggestion {
  const cityPart = `г ${street.city}`;
  const streetPart = `${street.street_type} ${street.street}`;
  const value = [cityPart, streetPart, house ? `д ${house}` : null].filter(Boolean).join(", ");
  return {
    value,
    unrestricted_value: `${street.postal_code}, ${street.region === street.city ? "" : `${street.region}, `}${value}`,
    data: {
      region: street.region,
      city: street.city,
      street: street.street,
      street_type: street.street_type,
      house,
      postal_code: street.postal_code,
      geo_lat: String(street.lat),
      geo_lon: String(street.lon),
    },
  };
}

/** Local suggestions: every query word must begin a word of the city or street; a house is kept if it exists. */
export function suggestFromStreets(streets: Street[], query: string, count: number): AddressSuggestion[] {
  const { words, house } = parseQuery(query);
  if (words.length === 0) return [];
  const matches = streets.filter((street) => {
    const candidates = streetWords(street);
    return words.every((word) => candidates.some((c) => c.startsWith(word)));
  });
  return matches.slice(0, count).map((street) => toSuggestion(street, house && Number.parseInt(house, 10) <= street.houses_max ? house : null));
}

const dadataAnswer = z.object({
  suggestions: z.array(
    z.object({
      value: z.string(),
      unrestricted_value: z.string(),
      data: z
        .object({
          region: z.string().nullable().optional(),
          city: z.string().nullable().optional(),
          street: z.string().nullable().optional(),
          street_type: z.string().nullable().optional(),
          house: z.string().nullable().optional(),
          postal_code: z.string().nullable().optional(),
          geo_lat: z.string().nullable().optional(),
          geo_lon: z.string().nullable().optional(),
        })
        .passthrough(),
    }),
  ),
});

async function suggestFromDadata(apiKey: string, query: string, count: number): Promise<AddressSuggestion[]> {
  const response = await fetch(DADATA_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Token ${apiKey}` },
    body: JSON.stringify({ query, count }),
    signal: AbortSignal.timeout(DADATA_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`DaData answered ${response.status}`);
  const { suggestions } = dadataAnswer.parse(await response.json());
  return suggestions.map(({ value, unrestricted_value, data }) => ({
    value,
    unrestricted_value,
    data: {
      region: data.region ?? "",
      city: data.city ?? "",
      street: data.street ?? null,
      street_type: data.street_type ?? null,
      house: data.house ?? null,
      postal_code: data.postal_code ?? null,
      geo_lat: data.geo_lat ?? null,
      geo_lon: data.geo_lon ?? null,
    },
  }));
}

/** Suggestions for a query, from DaData when `dadataApiKey` is set and answers, otherwise from local data. */
export function createAddressSuggester(db: Kysely<Database>, log: Logger, dadataApiKey: string | undefined) {
  // The street table is small and read-only after seeding: load it once.
  let streets: Promise<Street[]> | null = null;
  const localStreets = () =>
    (streets ??= db
      .selectFrom("address_streets")
      .selectAll()
      .orderBy("id")
      .execute()
      .catch((error: unknown) => {
        streets = null;
        throw error;
      }));

  return async function suggestAddress(query: string, count: number): Promise<AddressSuggestion[]> {
    if (dadataApiKey) {
      try {
        return await suggestFromDadata(dadataApiKey, query, count);
      } catch (err) {
        log.warn({ err }, "DaData suggestions failed; answering from local data");
      }
    }
    return suggestFromStreets(await localStreets(), query, count);
  };
}
