import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAccountsBackend, type AccountsTestBackend } from "../testing/accounts-test-kit";
import type { JsonAnswer } from "../testing/json-answer";

/**
 * Malformed input never gets past a 4xx: for every call of the accounts area that reads a body, at least 200
 * bodies that are broken by construction (bad JSON, non-objects, missing or wrongly typed fields, invalid
 * values, over the size limit) must answer a 4xx JSON failure; for every call that needs a token, 200
 * malformed or forged Authorization headers must answer `401 {}`.
 */

const PER_ENDPOINT = 220;
const PHONE = "+7 916 700-00-01";

let shop: AccountsTestBackend;
let token: string;

beforeAll(async () => {
  shop = await startAccountsBackend();
  token = await shop.signIn(PHONE);
});
afterAll(async () => {
  await shop.close();
});

/** mulberry32: the same bodies on every run, so a failure can be reproduced. */
function prng(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] };
}
type Rng = ReturnType<typeof prng>;

/** A call's fields: a valid value each, and values that are wrong as text (any encoding) or only as JSON types. */
interface FieldSpec {
  valid: unknown;
  badText: string[];
  badJson: unknown[];
  /** Leaving the field out is fine (it has a default). */
  optional?: boolean;
}
interface BodyEndpoint {
  method: "POST" | "PATCH";
  path: string;
  auth: boolean;
  fields: Record<string, FieldSpec>;
}

const longText = (n: number) => "ж".repeat(n);
const notJsonObjects = [[], [1, 2], 5, "text", true, null, 0.5];

const endpoints: BodyEndpoint[] = [
  {
    method: "POST",
    path: "/lk/login",
    auth: false,
    fields: {
      login: {
        valid: PHONE,
        badText: ["", "123", "+7 495 123-45-67", "+1 916 123 45 67", "телефон", "8 916 12", longText(50)],
        badJson: [79161234567, [], {}, null, true],
      },
    },
  },
  {
    method: "POST",
    path: "/lk/confirm",
    auth: false,
    fields: {
      id: { valid: "0123456789abcdef0123456789abcdef", badText: ["", " ", longText(65)], badJson: [1, [], {}, null, false] },
      code: { valid: "ABCD", badText: ["", "  ", longText(17)], badJson: [1234, ["A"], {}, null] },
    },
  },
  {
    method: "POST",
    path: "/lk/login_password",
    auth: false,
    fields: {
      login: { valid: PHONE, badText: ["", "   ", longText(255)], badJson: [5, [], {}, null] },
      password: { valid: "Sofa2026pass", badText: ["", longText(129)], badJson: [12345678, ["x"], {}, null] },
    },
  },
  {
    method: "PATCH",
    path: "/lk/profile_edit",
    auth: true,
    fields: {
      fio: { valid: "Иванова Анна", badText: ["", "   ", longText(151)], badJson: [5, [], {}, true] },
      birthday: {
        optional: true,
        valid: "1990-05-17",
        badText: ["1990-13-01", "17.05.1990", "2099-01-01", "1899-12-31", "1990-02-30", "abc"],
        badJson: [19900517, [], {}, true],
      },
    },
  },
  {
    method: "POST",
    path: "/lk/email_change",
    auth: true,
    fields: {
      email: { valid: "fuzz@example.ru", badText: ["", "no-at-sign", "a@", "@b.ru", `${"a".repeat(250)}@x.ru`], badJson: [5, [], {}, null] },
      phone: { valid: PHONE, badText: ["", "12345", "+7 495 123-45-67", "+7 916 700-00-02"], badJson: [5, [], {}, null] },
    },
  },
  {
    method: "POST",
    path: "/lk/phone_change",
    auth: true,
    fields: { phone: { valid: "+7 916 700-00-03", badText: ["", "12345", "+7 812 123-45-67", longText(41)], badJson: [79161234567, [], {}, null] } },
  },
  {
    method: "POST",
    path: "/lk/password_change",
    auth: true,
    fields: {
      password: {
        valid: "Sofa2026pass",
        badText: ["", "short1", "onlyletters", "1234567890", `a1${"b".repeat(63)}`],
        badJson: [12345678, [], {}, null],
      },
      password_old: { optional: true, valid: "", badText: [longText(129)], badJson: [5, [], {}] },
    },
  },
  {
    method: "POST",
    path: "/cart/add",
    auth: true,
    fields: {
      cart: { valid: { 1: 1 }, badText: ["", "nope", "[1,2]", "5", "null", "{"], badJson: [[], [1, 2], 5, true, null] },
      add: { optional: true, valid: 0, badText: ["2", "-1", "yes", "", "0.5"], badJson: [2, -1, 0.5, [], {}, true, null] },
    },
  },
];

type FuzzRequest = { headers: Record<string, string>; body: string };

/** One body of `endpoint` broken by construction, in one of several families. */
function malformedBody(endpoint: BodyEndpoint, rng: Rng): FuzzRequest {
  const json = { "Content-Type": rng.pick(["application/json", "application/json; charset=utf-8", "text/plain"]) };
  switch (rng.int(5)) {
    case 0: {
      const valid = JSON.stringify(validBody(endpoint));
      const cut = valid.slice(0, 1 + rng.int(valid.length - 1));
      return { headers: json, body: rng.pick([cut, `${valid}}`, "{'a': 1}", '{"a":}', "\u0000\u0001", "nul", '{"a":1,}', `${valid.slice(0, -1)},`]) };
    }
    case 1:
      return { headers: json, body: JSON.stringify(rng.pick(notJsonObjects)) };
    case 2:
      return { headers: json, body: JSON.stringify(brokenFields(endpoint, rng, true)) };
    case 3: {
      const fields = brokenFields(endpoint, rng, false);
      const form = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, typeof v === "object" ? JSON.stringify(v) : String(v)]));
      return { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: form.toString() };
    }
    default:
      return { headers: json, body: JSON.stringify({ ...validBody(endpoint), padding: "x".repeat(65 * 1024 + rng.int(1024 * 1024)) }) };
  }
}

function validBody(endpoint: BodyEndpoint): Record<string, unknown> {
  return Object.fromEntries(Object.entries(endpoint.fields).map(([name, spec]) => [name, spec.valid]));
}

/** The valid body with one or more fields removed or given a wrong value (JSON types only when `asJson`). */
function brokenFields(endpoint: BodyEndpoint, rng: Rng, asJson: boolean): Record<string, unknown> {
  const body = validBody(endpoint);
  const names = Object.keys(endpoint.fields);
  const broken = names.filter((_, i) => i === 0 || rng.next() < 0.5);
  const target = broken.length > 1 || names.length === 1 ? broken : [rng.pick(names)];
  for (const name of target) {
    const spec = endpoint.fields[name];
    const options = asJson ? [...spec.badText, ...spec.badJson] : spec.badText;
    if (rng.next() < 0.2 && !spec.optional) delete body[name];
    else body[name] = rng.pick(options);
  }
  return body;
}

async function expectFailure(response: Response, what: string) {
  expect(response.status, what).toBeGreaterThanOrEqual(400);
  expect(response.status, what).toBeLessThan(500);
  expect(response.headers.get("content-type"), what).toContain("application/json");
  const body = (await response.json()) as JsonAnswer;
  if (response.status === 401) expect(body, what).toEqual({});
  else expect(body.result, what).toBe("fail");
}

describe.each(endpoints)("$method $path with malformed bodies", (endpoint) => {
  it(`answers a 4xx JSON failure to ${PER_ENDPOINT} of them`, async () => {
    const rng = prng(endpoint.path.length * 7919);
    for (let i = 0; i < PER_ENDPOINT; i++) {
      const { headers, body } = malformedBody(endpoint, rng);
      const response = await shop.call(endpoint.path, { method: endpoint.method, headers, body, token: endpoint.auth ? token : undefined });
      await expectFailure(response, `${endpoint.path} ${body.slice(0, 120)}`);
    }
  }, 120_000);
});

it("refuses broken multipart profile edits with a 4xx JSON failure", async () => {
  const rng = prng(42);
  for (let i = 0; i < PER_ENDPOINT; i++) {
    const boundary = `----fuzz${rng.int(1e9)}`;
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const bodies = [
      `${part("fio", "")}${part("birthday", "1990-01-01")}--${boundary}--\r\n`,
      `${part("fio", "Анна")}${part("birthday", "31.12.1990")}--${boundary}--\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="fio"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n--${boundary}--\r\n`,
      `${part("fio", longText(151))}--${boundary}--\r\n`,
      `garbage without parts ${rng.int(1e6)}`,
      `--${boundary}\r\nbroken header\r\n\r\n`,
    ];
    const headers = { "Content-Type": rng.next() < 0.15 ? "multipart/form-data" : `multipart/form-data; boundary=${boundary}` };
    const response = await shop.call("/lk/profile_edit", { method: "PATCH", headers, body: rng.pick(bodies), token });
    await expectFailure(response, "multipart profile_edit");
  }
}, 120_000);

const tokenCalls: Array<[string, string]> = [
  ["POST", "/lk/logout"],
  ["GET", "/lk/check_token"],
  ["GET", "/lk/orders"],
  ["PATCH", "/lk/profile_edit"],
  ["POST", "/lk/email_change"],
  ["POST", "/lk/phone_change"],
  ["POST", "/lk/password_change"],
  ["POST", "/favorite/add?ids[]=1"],
  ["POST", "/favorite/remove?ids[]=1"],
  ["POST", "/favorite/clear"],
  ["POST", "/favorite/goods"],
  ["GET", "/cart/goods"],
];

/** An Authorization header that is malformed, or well-formed with a token the backend never issued. */
function badAuthorization(rng: Rng): string {
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~";
  const random = (n: number) => Array.from({ length: n }, () => chars[rng.int(chars.length)]).join("");
  const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
  return rng.pick([
    "",
    "Bearer",
    "Bearer ",
    `Basic ${random(20)}`,
    `Bearer ${random(1 + rng.int(300))}`,
    `Bearer ${flipped}`,
    `Bearer ${token}x`,
    `Bearer ${token.slice(0, -2)}`,
    `Bearer  ${random(43)}`,
    `Token ${token.slice(1)}`,
    `Bearer ${random(20)} ${random(20)}`,
    `Bearer ${"A".repeat(10_000)}`,
    `Bearer ${random(43)}\t`,
  ]);
}

describe.each(tokenCalls)("%s %s with a bad token", (method, path) => {
  it(`answers 401 {} to ${PER_ENDPOINT} malformed or forged Authorization headers`, async () => {
    const rng = prng(path.length * 104729 + method.length);
    for (let i = 0; i < PER_ENDPOINT; i++) {
      const auth = badAuthorization(rng);
      const response = await shop.call(path, { method, headers: auth ? { Authorization: auth } : {} });
      expect(response.status, auth.slice(0, 80)).toBe(401);
      expect(await response.json()).toEqual({});
    }
  }, 120_000);
});
