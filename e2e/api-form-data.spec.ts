import http from "node:http";
import type { APIRequestContext } from "@playwright/test";
import { goodsInStock } from "./cart.kit";
import { expect, HTTP_ONLY, ownClientAddress, test } from "./fixtures";

/**
 * Outside clients on the public `/api`: the request forms, the order and the profile edit send form
 * data, so multipart bodies are accepted and answered (not reset), and an answer given before the body was
 * read (413) leaves a keep-alive connection usable.
 */

test.use({ axe: false }); // HTTP only: no page to check

const contact = () => ({
  fio: "Иван Петров",
  phone: `7916${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`,
  email: "ivan@example.ru",
  consent: "1",
});

async function firstIdeaId(request: APIRequestContext): Promise<number> {
  const list = await (await request.get("/api/idea?limit=1")).json();
  return (await (await request.get(`/api/idea/detail?handle=${list.items[0].handle}`)).json()).id;
}

test("every request form answers multipart through /api", HTTP_ONLY, async ({ request }) => {
  const headers = { "X-Forwarded-For": ownClientAddress() };
  const [good] = (await goodsInStock(request, 1)).goods;
  const forms: Record<string, Record<string, string>> = {
    project: { comment: "Кухня 3 м" },
    idea: { idea_id: String(await firstIdeaId(request)) },
    good_custom_size: { good_id: String(good.id), comment: "Ширина 230 см" },
    partner: { company: "ООО Ромашка", city: "Москва" },
    feedback: { comment: "Вопрос о доставке" },
    presentation: { company: "ООО Ромашка" },
  };
  for (const [kind, fields] of Object.entries(forms)) {
    const response = await request.post(`/api/request/${kind}`, { headers, multipart: { ...contact(), ...fields } });
    expect(response.status(), kind).toBe(200);
    expect(await response.json(), kind).toMatchObject({ result: "ok", message: { text: expect.stringMatching(/[А-я]/) } });
  }
});

test("the custom-size confirmation answers multipart through /api", HTTP_ONLY, async ({ request, readSmsCode }) => {
  const headers = { "X-Forwarded-For": ownClientAddress() };
  const [good] = (await goodsInStock(request, 1)).goods;
  const since = Date.now();
  const fields = { ...contact(), good_id: String(good.id) };
  const sent = await (await request.post("/api/request/good_custom_size", { headers, multipart: fields })).json();
  const code = await readSmsCode(fields.phone, since);
  const confirmed = await request.post("/api/request/confirm", { headers, multipart: { id: sent.form_id, code } });
  expect(confirmed.status()).toBe(200);
  expect(await confirmed.json()).toMatchObject({ result: "ok" });
});

test("an order in multipart, without an idempotency key as spec §7 sends it, is placed", HTTP_ONLY, async ({ request }) => {
  const headers = { "X-Forwarded-For": ownClientAddress() };
  const [good] = (await goodsInStock(request, 1)).goods;
  const options = await (await request.get("/api/order/options")).json();
  const pvzDelivery = options.deliveries.find((d: { code: string }) => d.code === "pvz");
  const { points } = await (await request.get(`/api/order/pvz?city=${encodeURIComponent(options.cities[0])}`)).json();
  const response = await request.post("/api/request/order", {
    headers,
    multipart: {
      ...contact(),
      delivery_id: String(pvzDelivery.id),
      payment_id: String(options.payments[0].id),
      pvz: String(points[0].id),
      cart: JSON.stringify({ [good.id]: 1 }),
    },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ result: "ok", order_id: expect.any(Number), order_code: expect.any(String) });
});

test("the profile edit answers multipart through /api", HTTP_ONLY, async ({ request, readSmsCode }) => {
  const headers = { "X-Forwarded-For": ownClientAddress() };
  const { phone } = contact();
  const since = Date.now();
  const login = await (await request.post("/api/lk/login", { headers, data: { login: phone } })).json();
  const code = await readSmsCode(phone, since);
  const { token } = await (await request.post("/api/lk/confirm", { headers, data: { id: login.form_id, code } })).json();
  const response = await request.fetch("/api/lk/profile_edit", {
    method: "PATCH",
    headers: { ...headers, Authorization: `Bearer ${token}` },
    multipart: { fio: "Иван Петров", birthday: "1990-05-17" },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ result: "ok" });
});

/**
 * Posts `body` to `/api/lk/login` `count` times, one after another, over one keep-alive connection; answers the
 * status of each (or the error that ended it) and whether it went over the first request's connection.
 */
async function postOnOneConnection(baseURL: string, body: string, chunked: boolean, count: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const results: Array<{ status: number | string; reused: boolean }> = [];
  for (let i = 0; i < count; i++) {
    results.push(
      await new Promise((resolve) => {
        const headers: Record<string, string | number> = { "Content-Type": "application/json" };
        if (!chunked) headers["Content-Length"] = Buffer.byteLength(body);
        const req = http.request(new URL("/api/lk/login", baseURL), { method: "POST", agent, headers }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on("error", (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? error.message, reused: req.reusedSocket }));
        req.end(body);
      }),
    );
  }
  agent.destroy();
  return results;
}

test("an oversized JSON body gets 413 every time on one keep-alive connection", HTTP_ONLY, async ({ baseURL }) => {
  const body = JSON.stringify({ login: "79161234567", padding: "x".repeat(200_000) });
  const answered = [
    { status: 413, reused: false },
    { status: 413, reused: true },
    { status: 413, reused: true },
  ];
  expect(await postOnOneConnection(baseURL!, body, false, 3)).toEqual(answered);
  expect(await postOnOneConnection(baseURL!, body, true, 3)).toEqual(answered);
});
