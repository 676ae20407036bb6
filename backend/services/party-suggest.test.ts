import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDadataStub, type DadataStub } from "../testing/dadata-stub";
import { createPartySuggester } from "./party-suggest";

/**
 * The party client against a local server speaking DaData's documented `suggest/party` (API 4_1): the request
 * it sends and the fields it takes from the answer.
 */

let dadata: DadataStub;
let endpoint: string;

const LEGAL = {
  value: 'ООО "МОТОРИКА"',
  unrestricted_value: 'ООО "МОТОРИКА"',
  data: {
    kpp: "770101001",
    inn: "7707083893",
    ogrn: "1027700132195",
    type: "LEGAL",
    name: { full_with_opf: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "МОТОРИКА"', short_with_opf: 'ООО "МОТОРИКА"', short: "МОТОРИКА" },
    address: { value: "г Москва, ул Вавилова, д 19" },
  },
};
const INDIVIDUAL = {
  value: "ИП Иванов Иван Иванович",
  unrestricted_value: "ИП Иванов Иван Иванович",
  data: { kpp: null, inn: "500100732259", type: "INDIVIDUAL", name: { full_with_opf: "ИП Иванов Иван Иванович", short_with_opf: "ИП Иванов И.И." } },
};

beforeAll(async () => {
  dadata = await startDadataStub();
  endpoint = dadata.endpoint("party");
});
afterAll(() => dadata.close());

const log = pino({ level: "silent" });

describe("DaData party suggestions", () => {
  it("posts {query, count} with the key as a token and reads name, ИНН, КПП and type", async () => {
    dadata.answer({ status: 200, json: { suggestions: [LEGAL, INDIVIDUAL] } });
    const suggest = createPartySuggester(log, "secret-key", endpoint);
    const parties = await suggest("моторика", 5);
    expect(dadata.seen.at(-1)).toEqual({
      method: "POST",
      authorization: "Token secret-key",
      contentType: "application/json",
      body: { query: "моторика", count: 5 },
    });
    expect(parties).toEqual([
      { value: 'ООО "МОТОРИКА"', data: { inn: "7707083893", kpp: "770101001", name: { short_with_opf: 'ООО "МОТОРИКА"' }, type: "LEGAL" } },
      { value: "ИП Иванов Иван Иванович", data: { inn: "500100732259", kpp: null, name: { short_with_opf: "ИП Иванов И.И." }, type: "INDIVIDUAL" } },
    ]);
  });

  it("offers nothing when DaData refuses or answers off its shape, and never asks without a key", async () => {
    const suggest = createPartySuggester(log, "secret-key", endpoint);
    dadata.answer({ status: 403 });
    expect(await suggest("моторика", 5)).toEqual([]);
    dadata.answer({ status: 200, json: { suggestions: [{ value: "ООО", data: { type: "LEGAL" } }] } });
    expect(await suggest("моторика", 5)).toEqual([]);
    const asked = dadata.seen.length;
    expect(await createPartySuggester(log, undefined, endpoint)("моторика", 5)).toEqual([]);
    expect(dadata.seen).toHaveLength(asked);
  });
});
