import type { Kysely, Selectable } from "kysely";
import type { Logger } from "pino";
import { z } from "zod";
import type { Database } from "../db/schema";
import type { AddressStreetsTable } from "../db/schema-orders";
import { dadataSuggestUrl, postToDadata } from "./dadata";

/**
 * Address suggestions in DaData's answer shape: from the local street table by default, from DaData's
 * suggest API when a key is configured (with a timeout, falling back to local data on any failure). Besides the
 * whole address, `data` carries its parts as DaData splits them (house, block, flat, entrance, floor), so a form
 * with a field per part can fill each.
 */

export interface AddressSuggestion {
  value: string;
  unrestricted_value: string;
  data: {
    region: string;
    city: string;
    street: string | null;
    street_type: string | null;
    house_type: string | null;
    house: string | null;
    block_type: string | null;
    block: string | null;
    flat_type: string | null;
    flat: string | null;
    entrance: string | null;
    floor: string | null;
    postal_code: string | null;
    geo_lat: string | null;
    geo_lon: string | null;
  };
}

export type Street = Selectable<AddressStreetsTable>;

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

/** Words that say the number after them is a flat: "кв 12", "квартира 12". */
const FLAT_WORDS = new Set(["кв", "квартира"]);

function normalize(text: string): string {
  return text.toLowerCase().replace(/ё/g, "е");
}

/**
 * Splits a query into place words, an optional house number and an optional flat, as DaData reads a typed
 * address ("тверская 7к2 кв 15" → ["тверская"], "7к2", "15"); the number after «кв» is never the house, and
 * a flat counts only with a house.
 */
function parseQuery(query: string): { words: string[]; house: string | null; flat: string | null } {
  const tokens = normalize(query)
    .split(/[^a-zа-я0-9-]+/)
    .filter(Boolean);
  let house: string | null = null;
  let flat: string | null = null;
  let flatNext = false;
  const words: string[] = [];
  for (const token of tokens) {
    if (FLAT_WORDS.has(token)) {
      flatNext = true;
      continue;
    }
    if (flatNext && /^\d{1,5}[а-я]?$/.test(token)) flat = token;
    else if (TYPE_WORDS.has(token)) continue;
    else if (/^\d{1,4}[а-я]?(к\d{1,2})?$/.test(token) && words.length > 0) house = token.toUpperCase().replace("К", "к");
    else words.push(token);
    flatNext = false;
  }
  return { words, house, flat: house ? flat : null };
}

function streetWords(street: Street): string[] {
  return normalize(`${street.region} ${street.city} ${street.street}`)
    .split(/[^a-zа-я0-9-]+/)
    .filter(Boolean);
}

function toSuggestion(street: Street, house: string | null, flat: string | null): AddressSuggestion {
  const cityPart = `г ${street.city}`;
  const streetPart = `${street.street_type} ${street.street}`;
  const value = [cityPart, streetPart, house ? `д ${house}` : null, flat ? `кв ${flat}` : null].filter(Boolean).join(", ");
  return {
    value,
    unrestricted_value: `${street.postal_code}, ${street.region === street.city ? "" : `${street.region}, `}${value}`,
    data: {
      region: street.region,
      city: street.city,
      street: street.street,
      street_type: street.street_type,
      house_type: house ? "д" : null,
      house,
      block_type: null,
      block: null,
      flat_type: flat ? "кв" : null,
      flat,
      entrance: null,
      floor: null,
      postal_code: street.postal_code,
      geo_lat: String(street.lat),
      geo_lon: String(street.lon),
    },
  };
}

/**
 * Local suggestions: every query word must begin a word of the city or street; a house is kept if it exists,
 * and a flat typed after it with it.
 */
export function suggestFromStreets(streets: Street[], query: string, count: number): AddressSuggestion[] {
  const { words, house, flat } = parseQuery(query);
  if (words.length === 0) return [];
  const matches = streets.filter((street) => {
    const candidates = streetWords(street);
    return words.every((word) => candidates.some((c) => c.startsWith(word)));
  });
  return matches.slice(0, count).map((street) => {
    const known = house && Number.parseInt(house, 10) <= street.houses_max ? house : null;
    return toSuggestion(street, known, known ? flat : null);
  });
}

/** A part DaData may leave out or send as null: null here either way. */
const part = z
  .string()
  .nullish()
  .transform((text) => text ?? null);
const namePart = z
  .string()
  .nullish()
  .transform((text) => text ?? "");

/** The fields of DaData's answer this contract passes on (it sends about a hundred; the rest are dropped). */
const dadataAnswer = z.object({
  suggestions: z.array(
    z.object({
      value: z.string(),
      unrestricted_value: z.string(),
      data: z.object({
        region: namePart,
        city: namePart,
        street: part,
        street_type: part,
        house_type: part,
        house: part,
        block_type: part,
        block: part,
        flat_type: part,
        flat: part,
        entrance: part,
        floor: part,
        postal_code: part,
        geo_lat: part,
        geo_lon: part,
      }),
    }),
  ),
});

async function suggestFromDadata(endpoint: string, apiKey: string, query: string, count: number): Promise<AddressSuggestion[]> {
  return dadataAnswer.parse(await postToDadata(endpoint, apiKey, { query, count })).suggestions;
}

/** The local street table, loaded once (it is small and read-only after seeding); a failed load is tried again. */
export function streetTableOf(db: Kysely<Database>): () => Promise<Street[]> {
  let streets: Promise<Street[]> | null = null;
  return () =>
    (streets ??= db
      .selectFrom("address_streets")
      .selectAll()
      .orderBy("id")
      .execute()
      .catch((error: unknown) => {
        streets = null;
        throw error;
      }));
}

/** Suggestions for a query, from DaData when `dadataApiKey` is set and answers, otherwise from `localStreets`. */
export function createAddressSuggester(
  localStreets: () => Promise<Street[]>,
  log: Logger,
  dadataApiKey: string | undefined,
  endpoint = dadataSuggestUrl("address"),
) {
  return async function suggestAddress(query: string, count: number): Promise<AddressSuggestion[]> {
    if (dadataApiKey) {
      try {
        return await suggestFromDadata(endpoint, dadataApiKey, query, count);
      } catch (err) {
        log.warn({ err }, "DaData suggestions failed; answering from local data");
      }
    }
    return suggestFromStreets(await localStreets(), query, count);
  };
}
