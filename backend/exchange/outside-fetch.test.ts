import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DownloadFailed, fetchOutside, type FetchPolicy } from "./outside-fetch";
import { isPublicAddress } from "./public-address";

/**
 * An import's downloads never reach inside the network. The servers here listen on loopback: «the feed» on
 * 127.0.0.1 is treated as an internet server only through the `trusted` list each test passes, and «inside» on
 * 127.0.0.2 stands for a service of the shop's network, which must never receive a request.
 */
const servers: http.Server[] = [];
const hits = { feed: 0, inside: 0 };
let feedPort = 0;
let insidePort = 0;

async function listen(host: string, handler: http.RequestListener): Promise<number> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  insidePort = await listen("127.0.0.2", (_request, response) => {
    hits.inside++;
    response.end("secret of the inside service");
  });
  feedPort = await listen("127.0.0.1", (request, response) => {
    hits.feed++;
    const to = new URL(request.url ?? "/", "http://x").searchParams.get("to");
    if (to) response.writeHead(302, { Location: to }).end();
    else response.end("<yml_catalog/>");
  });
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
});

const LIMITS = { timeoutMs: 5_000, maxBytes: 1024 * 1024, maxRedirects: 5 };
const trustFeed = (address: string) => address === "127.0.0.1";

async function body(url: string, policy: Partial<FetchPolicy> = {}): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await fetchOutside(url, { ...LIMITS, ...policy })) chunks.push(chunk);
  return Buffer.concat(chunks).toString();
}
async function refusal(url: string, policy: Partial<FetchPolicy> = {}): Promise<string> {
  const error = (await body(url, policy).catch((e: unknown) => e)) as Error;
  expect(error).toBeInstanceOf(DownloadFailed);
  return (error as DownloadFailed).kind;
}

describe("which addresses are public", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "0.0.0.0",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.254",
    "192.168.1.1",
    "100.64.0.1",
    "169.254.169.254",
    "224.0.0.1",
    "255.255.255.255",
    "192.0.2.10",
    "::1",
    "::",
    "fc00::1",
    "fd12:3456:789a::1",
    "fe80::1",
    "fe80::1%eth0",
    "febf::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:169.254.169.254",
    "::ffff:a9fe:a9fe",
    "64:ff9b::7f00:1",
    "2002:7f00:1::1",
    "2001:db8::1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "77.88.8.8", "172.32.0.1", "2a02:6b8::2:242", "2606:4700:4700::1111", "::ffff:8.8.8.8"])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("a download for an import", () => {
  it("fetches a trusted server, and refuses every address inside the network without connecting: «адрес недоступен» only", async () => {
    expect(await body(`http://127.0.0.1:${feedPort}/feed.yml`, { trusted: trustFeed })).toBe("<yml_catalog/>");
    hits.feed = 0;
    for (const url of [
      `http://127.0.0.1:${feedPort}/feed.yml`,
      `http://localhost:${feedPort}/feed.yml`,
      `http://[::1]:${feedPort}/feed.yml`,
      `http://[::ffff:127.0.0.1]:${feedPort}/feed.yml`,
      `http://0.0.0.0:${feedPort}/feed.yml`,
      `http://127.0.0.2:${insidePort}/`,
      "http://169.254.169.254/latest/meta-data/",
      "http://[fd00::1]/",
      "http://[fe80::1]/",
      "http://10.0.0.1/",
      "http://192.168.0.1/",
    ]) {
      expect(await refusal(url), url).toBe("unavailable");
    }
    expect(hits).toEqual({ feed: 0, inside: 0 });
  });

  it("refuses a redirect from an allowed server to an address inside the network, by address or by name", async () => {
    const named = (host: string) => Promise.resolve(host === "inside.test" ? [{ address: "127.0.0.2", family: 4 }] : []);
    for (const to of [`http://127.0.0.2:${insidePort}/`, `http://inside.test:${insidePort}/`, "http://169.254.169.254/latest/meta-data/"]) {
      const url = `http://127.0.0.1:${feedPort}/moved?to=${encodeURIComponent(to)}`;
      expect(await refusal(url, { trusted: trustFeed, resolve: named }), to).toBe("unavailable");
    }
    expect(hits.inside).toBe(0);
  });

  it("resolves a name once and connects to the address it checked, whatever DNS answers next (rebinding)", async () => {
    const asked: string[] = [];
    const rebinding = (host: string) => {
      asked.push(host);
      // The first answer passes the check; any later one points inside the network.
      return Promise.resolve([{ address: asked.length === 1 ? "127.0.0.1" : "127.0.0.2", family: 4 }]);
    };
    expect(await body(`http://feed.test:${feedPort}/feed.yml`, { trusted: trustFeed, resolve: rebinding })).toBe("<yml_catalog/>");
    expect(asked).toEqual(["feed.test"]);
    expect(hits.inside).toBe(0);
  });

  it("refuses a name that resolves to any address inside the network, even beside a public one", async () => {
    const mixed = () =>
      Promise.resolve([
        { address: "93.184.216.34", family: 4 },
        { address: "127.0.0.2", family: 4 },
      ]);
    expect(await refusal(`http://mixed.test:${insidePort}/`, { resolve: mixed })).toBe("unavailable");
    expect(hits.inside).toBe(0);
  });
});
