import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDadataStub, type DadataStub } from "../testing/dadata-stub";
import { createAddressSuggester, suggestFromStreets, type Street } from "./address-suggest";

/**
 * Address suggestions split into the parts a courier form has a field for: from a local server speaking
 * DaData's documented `suggest/address` (API 4_1, the fields of its address object: house, block, flat,
 * entrance, floor…), and from the local street table, which reads a typed flat as DaData does.
 */

const STREETS: Street[] = [
  {
    id: 1,
    region: "Москва",
    city: "Москва",
    street_type: "ул",
    street: "Хабаровская",
    postal_code: "107589",
    lat: 55.82,
    lon: 37.83,
    houses_max: 30,
  },
  {
    id: 2,
    region: "Санкт-Петербург",
    city: "Санкт-Петербург",
    street_type: "пр-кт",
    street: "Невский",
    postal_code: "191025",
    lat: 59.93,
    lon: 30.35,
    houses_max: 180,
  },
];

/** One suggestion as DaData answers it (a part of the ~100 fields of its `data`, the rest dropped by the client). */
const HABAROVSKAYA_FLAT = {
  value: "г Москва, ул Хабаровская, д 15, кв 3",
  unrestricted_value: "107589, г Москва, р-н Гольяново, ул Хабаровская, д 15, кв 3",
  data: {
    postal_code: "107589",
    country: "Россия",
    region: "Москва",
    region_type: "г",
    city: "Москва",
    city_type: "г",
    street: "Хабаровская",
    street_type: "ул",
    house_type: "д",
    house: "15",
    block_type: "к",
    block: "2",
    entrance: null,
    floor: null,
    flat_type: "кв",
    flat: "3",
    flat_area: null,
    geo_lat: "55.821168",
    geo_lon: "37.82608",
    fias_level: "9",
    qc_geo: "0",
  },
};

/** The fields of DaData's address the contract passes on. */
const PASSED_ON = [
  "region",
  "city",
  "street",
  "street_type",
  "house_type",
  "house",
  "block_type",
  "block",
  "flat_type",
  "flat",
  "entrance",
  "floor",
  "postal_code",
  "geo_lat",
  "geo_lon",
] as const;

const log = pino({ level: "silent" });
let dadata: DadataStub;
beforeAll(async () => {
  dadata = await startDadataStub();
});
afterAll(() => dadata.close());

describe("address suggestions from DaData", () => {
  it("pass on the house, block and flat as DaData split them", async () => {
    dadata.answer({ status: 200, json: { suggestions: [HABAROVSKAYA_FLAT] } });
    const suggest = createAddressSuggester(async () => STREETS, log, "secret-key", dadata.endpoint("address"));
    const [first] = await suggest("москва хабаровская 15 к2 кв 3", 5);
    expect(dadata.seen.at(-1)).toMatchObject({ authorization: "Token secret-key", body: { query: "москва хабаровская 15 к2 кв 3", count: 5 } });
    expect(first.value).toBe("г Москва, ул Хабаровская, д 15, кв 3");
    // The parts a form has fields for pass on as DaData sent them; the rest (country, ФИАС level, …) are dropped.
    expect(first.data).toEqual(Object.fromEntries(PASSED_ON.map((key) => [key, HABAROVSKAYA_FLAT.data[key]])));
  });

  it("fill what DaData leaves out with null, and fall back to the street table when DaData refuses", async () => {
    const suggest = createAddressSuggester(async () => STREETS, log, "secret-key", dadata.endpoint("address"));
    dadata.answer({ status: 200, json: { suggestions: [{ value: "г Москва", unrestricted_value: "г Москва", data: { city: "Москва" } }] } });
    expect((await suggest("москва", 1))[0].data).toMatchObject({ region: "", house: null, flat: null, entrance: null });
    dadata.answer({ status: 403 });
    expect((await suggest("хабаровская 7 кв 12", 1)).map((s) => s.value)).toEqual(["г Москва, ул Хабаровская, д 7, кв 12"]);
  });
});

describe("address suggestions from the street table", () => {
  it.each([
    ["хабаровская 7 кв 12", "г Москва, ул Хабаровская, д 7, кв 12", { house: "7", flat_type: "кв", flat: "12" }],
    ["Хабаровская, д. 7, квартира 12", "г Москва, ул Хабаровская, д 7, кв 12", { house: "7", flat: "12" }],
    ["невский 28к2 кв 5а", "г Санкт-Петербург, пр-кт Невский, д 28к2, кв 5а", { house: "28к2", flat: "5а" }],
    ["хабаровская кв 12", "г Москва, ул Хабаровская", { house: null, flat: null }],
    ["хабаровская 99 кв 12", "г Москва, ул Хабаровская", { house: null, flat: null }],
    ["хабаровская 7", "г Москва, ул Хабаровская, д 7", { house: "7", flat_type: null, flat: null }],
  ])("«%s» → «%s»", (query, value, parts) => {
    const [first] = suggestFromStreets(STREETS, query, 1);
    expect(first.value).toBe(value);
    expect(first.data).toMatchObject(parts);
  });
});
