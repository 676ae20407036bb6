import http from "node:http";
import type { AddressInfo } from "node:net";
import type { AppLoadContext } from "@remix-run/node";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBackend, type Backend } from "../../backend/index";

/**
 * `/suggest/address` against the reference backend served over HTTP (API_URL set, as with a shop's own
 * backend): the storefront asks the contract's `POST /api/suggest/address` for the shopper's address and
 * answers the browser the addresses to offer. The stand-in in front of the backend can also fail as told.
 */
type Failure = "none" | "error 500" | "rate limit" | "garbage JSON";
let failure: Failure = "none";
let seen: { method: string; path: string; forwardedFor: string | undefined }[] = [];
let backend: Backend;
let server: http.Server;

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  backend = await createBackend({ dataDir: process.env.DATA_DIR!, secret: "unit-test-secret-0123456789abcdef0123456789" }, pino({ level: "silent" }));
  server = http.createServer(async (req, res) => {
    seen.push({ method: req.method ?? "", path: req.url ?? "", forwardedFor: req.headers["x-forwarded-for"] as string | undefined });
    if (failure === "error 500") return void res.writeHead(500, { "Content-Type": "text/html" }).end("<h1>Internal Server Error</h1>");
    if (failure === "rate limit")
      return void res
        .writeHead(429, { "Content-Type": "application/json" })
        .end('{"result":"fail","retry_in":30,"message":{"text":"Слишком много запросов"}}');
    if (failure === "garbage JSON") return void res.writeHead(200, { "Content-Type": "application/json" }).end('{"suggestions": [tru');
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const body = await readBody(req);
    const answer = await backend.fetch(
      new Request(`http://backend.test${req.url}`, { method: req.method, headers, body: body.length ? new Uint8Array(body) : undefined }),
    );
    res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // The storefront reads its environment once, on import: API_URL must be set before the route is loaded.
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.API_URL;
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await backend?.close();
});

beforeEach(() => {
  failure = "none";
  seen = [];
});

async function suggest(body: BodyInit, clientIp = "203.0.113.9") {
  const { action } = await import("./suggest.address");
  const request = new Request("http://shop.test/suggest/address", { method: "POST", body });
  const response = await action({ request, params: {}, context: { clientIp } as AppLoadContext });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("POST /suggest/address", () => {
  it("offers the backend's addresses for a typed street, asking it for the shopper's address", async () => {
    const { status, body } = await suggest(new URLSearchParams({ query: "Москва, Тверская", count: "3" }));
    expect(status).toBe(200);
    const { suggestions } = body as { suggestions: { value: string }[] };
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    for (const { value } of suggestions) expect(value).toMatch(/Москва.*Тверская/);
    expect(seen).toEqual([{ method: "POST", path: "/api/suggest/address", forwardedFor: "203.0.113.9" }]);
  });

  it("splits a suggestion that names a flat: the address keeps the street and house, the flat goes apart", async () => {
    const { status, body } = await suggest(new URLSearchParams({ query: "Москва, Тверская 7 кв 12", count: "1" }));
    expect(status).toBe(200);
    expect(body).toEqual({
      suggestions: [{ value: "г Москва, ул Тверская, д 7, кв 12", address: "г Москва, ул Тверская, д 7", flat: "12", entrance: "", floor: "" }],
    });
  });

  it.each([
    ["a query longer than the contract takes", new URLSearchParams({ query: "а".repeat(301), count: "5" })],
    ["a count that is not a number", new URLSearchParams({ query: "Москва, Тверская", count: "много" })],
    ["a count above the contract's 20", new URLSearchParams({ query: "Москва, Тверская", count: "21" })],
    ["no query at all", new URLSearchParams({ count: "5" })],
  ])("%s is a 400 offering nothing, without asking the backend", async (_what, body) => {
    expect(await suggest(body)).toEqual({ status: 400, body: { suggestions: [] } });
    expect(seen).toEqual([]);
  });

  it("a body that is not a form (JSON) is a 415 offering nothing, without asking the backend", async () => {
    expect(await suggest(JSON.stringify({ query: "Москва, Тверская", count: 5 }))).toEqual({ status: 415, body: { suggestions: [] } });
    expect(seen).toEqual([]);
  });

  it("a GET is a 405 that names POST", async () => {
    const { loader } = await import("./suggest.address");
    const response = loader();
    expect([response.status, response.headers.get("Allow")]).toEqual([405, "POST"]);
  });

  it.each([
    ["answers 500", "error 500", 503],
    ["answers what the contract does not say", "garbage JSON", 503],
    ["refuses with its rate limit", "rate limit", 429],
  ] as const)("a backend that %s: nothing to offer, with status %i", async (_what, mode, status) => {
    failure = mode;
    expect(await suggest(new URLSearchParams({ query: "Москва, Тверская" }))).toEqual({ status, body: { suggestions: [] } });
  });
});
