import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOrdersBackend, type OrdersTestBackend } from "../testing/orders-test-kit";

/**
 * Malformed input never breaks the orders area: at least 200 bodies per endpoint, each answered below 500,
 * and every 4xx in the contract's failure shape. A seeded generator keeps failures reproducible.
 */

let shop: OrdersTestBackend;
beforeAll(async () => {
  shop = await startOrdersBackend();
});
afterAll(async () => {
  await shop.close();
});

function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)];
  const scalars: unknown[] = [
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    "",
    " ",
    "1",
    "-1",
    "abc",
    "ё".repeat(5000),
    "{",
    "[]",
    "%00",
    "\u0000",
    "<script>alert(1)</script>",
    "79161234567",
    "2",
    "' or 1=1 --",
    [],
    {},
    [1, 2],
    { a: { b: 1 } },
    "9".repeat(40),
  ];
  const value = (): unknown => (next() < 0.15 ? { nested: pick(scalars), list: [pick(scalars)] } : pick(scalars));
  const fields = [
    "fio",
    "phone",
    "email",
    "comment",
    "consent",
    "cart",
    "delivery_id",
    "payment_id",
    "pvz",
    "warehouse_id",
    "city",
    "address",
    "idempotency_key",
    "id",
    "code",
    "query",
    "count",
    "order",
    "token",
    "action",
    "fax",
    "good_id",
    "idea_id",
    "company",
    "site",
    "__proto__",
    "constructor",
  ];
  const object = () => Object.fromEntries(Array.from({ length: Math.floor(next() * 8) }, () => [pick(fields), value()]));
  return {
    body(): { body: BodyInit; type: string } {
      const kind = Math.floor(next() * 6);
      if (kind === 0) return { body: JSON.stringify(object()), type: "application/json" };
      if (kind === 1) return { body: JSON.stringify(pick(scalars)), type: "application/json" };
      if (kind === 2) return { body: String(pick(["{", '{"a":', "[", "nul", '"x', "{}}"])), type: "application/json" };
      if (kind === 3) {
        const params = new URLSearchParams();
        for (const [k, v] of Object.entries(object())) params.append(k, typeof v === "string" ? v : JSON.stringify(v));
        return { body: `${params.toString()}${pick(["", "&%", "&=&", "&a[]=1&a[]=2"])}`, type: "application/x-www-form-urlencoded" };
      }
      if (kind === 4) {
        const boundary = pick(["b", "xyz", "----x"]);
        const bytes = Array.from({ length: Math.floor(next() * 300) }, () => Math.floor(next() * 256));
        const prefix = pick([`--${boundary}\r\n`, `--${boundary}\r\nContent-Disposition: form-data; name="fio"\r\n\r\n`, "", `--${boundary}--`]);
        return { body: Buffer.concat([Buffer.from(prefix), Buffer.from(bytes)]), type: `multipart/form-data; boundary=${boundary}` };
      }
      return {
        body: Buffer.from(Array.from({ length: Math.floor(next() * 200) }, () => Math.floor(next() * 256))),
        type: pick(["text/plain", "", "application/octet-stream", "multipart/form-data"]),
      };
    },
    query(): string {
      return Object.entries(object())
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === "string" ? v : JSON.stringify(v))}`)
        .join("&");
    },
  };
}

const POSTS = [
  "/request/order",
  "/request/project",
  "/request/idea",
  "/request/good_custom_size",
  "/request/partner",
  "/request/feedback",
  "/request/presentation",
  "/request/confirm",
  "/suggest/address",
  "/pay/callback",
];
const GETS = ["/order/status", "/lk/orders/pay", "/pay/page", "/order/pvz", "/order/options"];
const RUNS = 200;

async function expectContractAnswer(response: Response, label: string) {
  expect(response.status, label).toBeLessThan(500);
  if (response.status >= 400) {
    const body = (await response.json()) as { result?: string; message?: { text?: string; form?: string[] } };
    expect(body.result, label).toBe("fail");
    expect(body.message?.form?.length, label).toBeGreaterThan(0);
  } else {
    await response.arrayBuffer();
  }
}

describe("fuzz", () => {
  it.each(POSTS)(`POST %s: ${RUNS} malformed bodies, all answered in the contract`, async (path) => {
    const gen = generator(path.length * 7919);
    for (let i = 0; i < RUNS; i++) {
      const { body, type } = gen.body();
      const headers: Record<string, string> = { "X-Forwarded-For": `10.3.${i % 250}.${path.length}` };
      if (type) headers["Content-Type"] = type;
      const response = await shop.fetch(new Request(`http://shop.test/api${path}`, { method: "POST", body, headers }));
      await expectContractAnswer(response, `${path} #${i}`);
    }
  });

  it.each(GETS)(`GET %s: ${RUNS} malformed queries, all answered in the contract`, async (path) => {
    const gen = generator(path.length * 104729);
    for (let i = 0; i < RUNS; i++) {
      const response = await shop.fetch(
        new Request(`http://shop.test/api${path}?${gen.query()}`, { headers: { Authorization: `Bearer ${gen.query()}` } }),
      );
      await expectContractAnswer(response, `${path} #${i}`);
    }
  });

  it.each(POSTS)("POST %s: a 1 MB JSON body → 413", async (path) => {
    const body = JSON.stringify({ comment: "я".repeat(512 * 1024) });
    const response = await shop.fetch(
      new Request(`http://shop.test/api${path}`, {
        method: "POST",
        body,
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.4.0.1" },
      }),
    );
    expect(response.status).toBe(413);
    await expectContractAnswer(response, path);
  });
});
