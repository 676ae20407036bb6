import http from "node:http";
import type { AddressInfo } from "node:net";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * `/suggest/party` against a backend serving the contract's `POST /api/suggest/party` (DaData's party shape)
 * over HTTP: the browser gets what fills the payer's fields.
 */
let server: http.Server;
let seen: { path: string; body: unknown }[] = [];
let answer: { status: number; text: string } = { status: 200, text: "" };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    req.on("end", () => {
      seen.push({ path: req.url ?? "", body: JSON.parse(text || "null") });
      res.writeHead(answer.status, { "Content-Type": "application/json" }).end(answer.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // The storefront reads its environment once, on import: API_URL must be set before the route is loaded.
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.API_URL;
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

async function suggest(body: URLSearchParams) {
  const { action } = await import("./suggest.party");
  const request = new Request("http://shop.test/suggest/party", { method: "POST", body });
  const response = await action({ request, params: {}, context: { clientIp: "203.0.113.9" } as AppLoadContext });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("POST /suggest/party", () => {
  it("offers each company's short name with its legal form, ИНН and КПП (none for a sole trader)", async () => {
    seen = [];
    answer = {
      status: 200,
      text: JSON.stringify({
        suggestions: [
          { value: 'ООО "МОТОРИКА"', data: { inn: "7707083893", kpp: "770101001", name: { short_with_opf: 'ООО "МОТОРИКА"' }, type: "LEGAL" } },
          { value: "ИП Иванов Иван Иванович", data: { inn: "500100732259", kpp: null, name: { short_with_opf: null }, type: "INDIVIDUAL" } },
        ],
      }),
    };
    const { status, body } = await suggest(new URLSearchParams({ query: "7707", count: "5" }));
    expect(seen).toEqual([{ path: "/api/suggest/party", body: { query: "7707", count: 5 } }]);
    expect(status).toBe(200);
    expect(body).toEqual({
      suggestions: [
        { name: 'ООО "МОТОРИКА"', inn: "7707083893", kpp: "770101001" },
        { name: "ИП Иванов Иван Иванович", inn: "500100732259", kpp: "" },
      ],
    });
  });

  it("offers nothing with a 503 when the backend's answer is off the contract, and a 400 for a query too long", async () => {
    answer = { status: 200, text: JSON.stringify({ suggestions: [{ value: "ООО" }] }) };
    expect(await suggest(new URLSearchParams({ query: "моторика", count: "5" }))).toEqual({ status: 503, body: { suggestions: [] } });
    seen = [];
    expect(await suggest(new URLSearchParams({ query: "а".repeat(301), count: "5" }))).toEqual({ status: 400, body: { suggestions: [] } });
    expect(seen).toEqual([]);
  });
});
