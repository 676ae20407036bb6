import http from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ymlFeed } from "../../tests/benchmarks/feeds";
import { createTestDataStore, type TestDataStore } from "../db/test-database";
import { createBackend, type Backend } from "../index";
import { importFromSource } from "../services/catalog-exchange";
import type { FetchPolicy } from "./outside-fetch";
import { FEED_DOWNLOAD_LIMITS } from "./source";

/** Contract: a feed imported from a URL (a local HTTP server here), and the URLs refused with a reason. */
let backend: Backend;
let store: TestDataStore;
let server: http.Server;
let base: string;
const silent = pino({ level: "silent" });
const FEED = [...ymlFeed(20)].join("");

beforeAll(async () => {
  store = await createTestDataStore("feed-url");
  backend = await createBackend({ dataDir: store.dataDir, databaseUrl: store.databaseUrl, secret: "test", seed: false }, silent);
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://local");
    const hops = Number(url.searchParams.get("hops") ?? 0);
    if (url.pathname === "/feed.yml") response.writeHead(200, { "Content-Type": "application/xml" }).end(FEED);
    else if (url.pathname === "/moved") response.writeHead(302, { Location: hops > 1 ? `/moved?hops=${hops - 1}` : "/feed.yml" }).end();
    else if (url.pathname === "/to-ftp") response.writeHead(301, { Location: "ftp://local/feed.yml" }).end();
    else if (url.pathname === "/endless") {
      // No declared length: the size is counted as it streams.
      response.writeHead(200, { "Content-Type": "application/xml" });
      response.write('<?xml version="1.0" encoding="UTF-8"?><yml_catalog><shop><offers>');
      const more = () => response.write(`<offer id="x">${"Диван ".repeat(1000)}</offer>`, () => !response.destroyed && setImmediate(more));
      more();
    } else if (url.pathname === "/silent") {
      // Never answers.
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await backend.close();
  await store.remove();
});

/** The test's server is on loopback: trusted here as if it were on the internet. */
const fromUrl = (source: string, limits: Partial<FetchPolicy> = {}) =>
  importFromSource(backend.db, silent, { source, limits: { ...FEED_DOWNLOAD_LIMITS, trusted: (address) => address === "127.0.0.1", ...limits } });
const goodsCount = async () =>
  Number(
    (
      await backend.db
        .selectFrom("goods")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("a feed from a URL", () => {
  it("imports a YML feed from an http address, through a few redirects", async () => {
    const direct = await fromUrl(`${base}/feed.yml`);
    expect(direct).toMatchObject({ status: "done", counters: { created: 20 } });
    const moved = await fromUrl(`${base}/moved?hops=3`);
    expect(moved).toMatchObject({ status: "done", counters: { created: 0, unchanged: 20 } });
    expect(await goodsCount()).toBe(20);
  });

  it("refuses, with a Russian reason and nothing imported: too many redirects, a redirect off http(s), another scheme, a 404, an address inside the network", async () => {
    const refused = async (source: string, limits: Partial<FetchPolicy> = {}) => {
      const result = await fromUrl(source, limits);
      expect(result.status).toBe("failed");
      return result.message;
    };
    expect(await refused(`${base}/moved?hops=6`)).toBe(`Не удалось загрузить ${base}/moved?hops=6: слишком много перенаправлений`);
    expect(await refused(`${base}/to-ftp`)).toBe("Адрес ftp://local/feed.yml не подходит: файл загружается только по http:// или https://");
    expect(await refused("ftp://127.0.0.1/feed.yml")).toBe(
      "Адрес ftp://127.0.0.1/feed.yml не подходит: файл загружается только по http:// или https://",
    );
    expect(await refused(`${base}/missing.yml`)).toBe(`Не удалось загрузить ${base}/missing.yml: адрес недоступен`);
    // Without the test's trust, its loopback server is refused like any address inside the network.
    expect(await refused(`${base}/feed.yml`, { trusted: undefined })).toBe(`Не удалось загрузить ${base}/feed.yml: адрес недоступен`);
    expect(await goodsCount()).toBe(20);
  });

  it("names a file on the server by its name only, never its folder", async () => {
    const missing = await importFromSource(backend.db, silent, { source: "/srv/shop/data/1c-exchange/0a1b2c3d/import.xml" });
    expect(missing).toMatchObject({ status: "failed", message: "Файл не найден" });
    const job = await backend.db.selectFrom("import_jobs").select("source").where("id", "=", missing.jobId).executeTakeFirstOrThrow();
    expect(job.source).toBe("import.xml");
  });

  it("refuses a feed larger than the limit as it streams, and one that does not arrive in time", async () => {
    const big = await fromUrl(`${base}/endless`, { maxBytes: 1024 * 1024 });
    expect(big).toMatchObject({ status: "failed", message: `Файл по адресу ${base}/endless больше 1 МБ: ничего не импортировано` });
    const slow = await fromUrl(`${base}/silent`, { timeoutMs: 300 });
    expect(slow).toMatchObject({ status: "failed", message: `Не удалось загрузить ${base}/silent: нет ответа за 0,3 с` });
    expect(await goodsCount()).toBe(20);
  });
});
