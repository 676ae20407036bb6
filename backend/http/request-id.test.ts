import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDataStore, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";

/** The backend logs every call with the caller's `X-Request-Id`, so its lines match the storefront's access log. */
const lines: Array<Record<string, unknown>> = [];
let store: TestDataStore;
let backend: Backend;

beforeAll(async () => {
  store = await createTestDataStore("request-id-test");
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  backend = await createBackend(
    { dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test", seed: true },
    pino({ level: "debug" }, sink),
  );
});
afterAll(async () => {
  await backend.close();
  await store.remove();
});

describe("request id in the backend's log", () => {
  it("a call's log line carries its well-formed X-Request-Id; a malformed one is left out", async () => {
    await backend.fetch(new Request("http://backend.internal/api/common", { headers: { "X-Request-Id": "7f3a9c21-aaaa-bbbb" } }));
    await backend.fetch(new Request("http://backend.internal/api/common", { headers: { "X-Request-Id": '{"forged": 1} x' } }));
    const calls = lines.filter((line) => line.msg === "api request");
    expect(calls).toEqual([
      expect.objectContaining({ reqId: "7f3a9c21-aaaa-bbbb", path: "/common", status: 200 }),
      expect.not.objectContaining({ reqId: expect.anything() }),
    ]);
  });
});
