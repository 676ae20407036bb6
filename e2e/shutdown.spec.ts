import http from "node:http";
import { startBuiltServer } from "../scripts/built-server.mjs";
import { expect, HTTP_ONLY, test } from "./fixtures";

/**
 * SIGTERM under load, against its own server process (built app, free port, fresh DATA_DIR): every request a
 * client has sent, on an open connection or on one still waiting in the listen backlog of a busy server, gets
 * its whole answer, and the process exits by itself within 10 s.
 */

const CONNECTIONS = 100;
const EXIT_LIMIT_MS = 10_000;

/** `refused`: new connections the closed listener turned away; those requests never were in flight. */
type Tally = { answered: number; failed: string[]; refused: number; inFlight: number; signalledAt: number };
/** A client with one keep-alive connection; `lastAnswerAt` tells how long it sat idle before a request. */
type Client = { agent: http.Agent; lastAnswerAt: number };

/** One request on the worker's own keep-alive connection; resolves whether the server asked to close it. */
function send(client: Client, base: string, n: number, tally: Tally): Promise<{ close: boolean } | null> {
  // A rendered document, an API answer, a form post with a redirect and a resource route. Mostly light ones:
  // 100 renders at once on a small shared machine starve the event loop for seconds, and a starved server
  // resets connections whatever its shutdown does, which is not what this test is about.
  const kind = n % 4;
  const post = kind === 2;
  const body = post ? "intent=accept-cookies&redirectTo=%2F" : undefined;
  const url = new URL(["/about", "/api/common", "/preferences", "/robots.txt"][kind]!, base);
  return new Promise((resolve) => {
    tally.inFlight++;
    const sentAt = Date.now();
    const idleMs = sentAt - client.lastAnswerAt;
    const request = http.request(url, {
      agent: client.agent,
      method: post ? "POST" : "GET",
      headers: post ? { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body!.length) } : {},
    });
    const fail = (why: string) => {
      tally.inFlight--;
      const when = tally.signalledAt ? `${sentAt - tally.signalledAt} ms after the signal` : "before the signal";
      tally.failed.push(`${request.method} ${url.pathname}: ${why} (sent ${when}, connection idle ${idleMs} ms before)`);
      resolve(null);
    };
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNREFUSED") return fail(error.code ?? error.message);
      tally.inFlight--;
      tally.refused++;
      resolve(null);
    });
    request.on("response", (response) => {
      response.on("data", () => undefined);
      response.on("aborted", () => fail("answer cut short"));
      response.on("end", () => {
        if (response.complete && response.statusCode && response.statusCode < 500) {
          tally.inFlight--;
          tally.answered++;
          client.lastAnswerAt = Date.now();
          resolve({ close: response.headers.connection === "close" });
        } else if (response.complete) fail(`status ${response.statusCode}`);
      });
    });
    request.end(body);
  });
}

test.describe("graceful shutdown", () => {
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a test's fixtures from this destructuring pattern; none here
  test("SIGTERM with 100 busy keep-alive connections: no request in flight fails, exit within 10 s", HTTP_ONLY, async ({}, testInfo) => {
    test.setTimeout(90_000);
    const server = await startBuiltServer();
    const tally: Tally = { answered: 0, failed: [], refused: 0, inFlight: 0, signalledAt: 0 };
    try {
      // A cold process (first renders, first queries) stalls for seconds under 100 connections at once, and a
      // stalled server's keep-alive timers fire before it reads the requests waiting on those connections: warm
      // every kind of request up first.
      const warmUp: Client = { agent: new http.Agent({ keepAlive: true, maxSockets: 1 }), lastAnswerAt: Date.now() };
      for (let n = 0; n < 12; n++) expect(await send(warmUp, server.base, n, tally)).not.toBeNull();
      warmUp.agent.destroy();
      const workers = Array.from({ length: CONNECTIONS }, async (_, worker) => {
        // One socket per worker, kept alive, so every request after the first rides an established connection.
        const client: Client = { agent: new http.Agent({ keepAlive: true, maxSockets: 1 }), lastAnswerAt: Date.now() };
        for (let n = worker; ; n++) {
          const answer = await send(client, server.base, n, tally);
          // The server closes the connection (Connection: close) once it is shutting down: the worker is done.
          if (!answer || answer.close) break;
        }
        client.agent.destroy();
      });
      // Let every connection open and the load settle, then signal while requests are on the wire.
      await expect.poll(() => tally.answered, { timeout: 30_000 }).toBeGreaterThan(3 * CONNECTIONS);
      const inFlightAtSignal = tally.inFlight;
      const answeredAtSignal = tally.answered;
      const exited = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
      const signalledAt = (tally.signalledAt = Date.now());
      server.child.kill("SIGTERM");
      const exitCode = await exited;
      const exitMs = Date.now() - signalledAt;
      await Promise.all(workers);
      const figures = `in flight at SIGTERM: ${inFlightAtSignal}; answered after it: ${tally.answered - answeredAtSignal}; failed: ${tally.failed.length}; refused new connections: ${tally.refused}; exit after ${exitMs} ms with code ${exitCode}`;
      testInfo.annotations.push({ type: "figures", description: figures });
      console.log(figures);
      expect(inFlightAtSignal, "the signal must arrive while requests are in flight").toBeGreaterThan(CONNECTIONS / 2);
      expect(tally.failed, figures).toEqual([]);
      expect(exitCode).toBe(0);
      expect(exitMs).toBeLessThanOrEqual(EXIT_LIMIT_MS);
    } finally {
      await server.stop();
    }
  });

  test("after SIGTERM the server still answers new connections with Connection: close, and /healthz says draining", HTTP_ONLY, async () => {
    const server = await startBuiltServer();
    try {
      const exited = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
      const signalledAt = Date.now();
      server.child.kill("SIGTERM");
      // The signal is handled asynchronously: ask until the answer changes (a fresh connection each time).
      let health: Response | undefined;
      await expect
        .poll(async () => (health = await fetch(`${server.base}/healthz`, { headers: { Connection: "close" } })).status, { intervals: [50] })
        .toBe(503);
      expect(await health!.text()).toBe("draining");
      expect(health!.headers.get("cache-control")).toBe("no-store");
      const page = await fetch(`${server.base}/about`);
      expect(page.status).toBe(200);
      expect(page.headers.get("connection")).toBe("close");
      expect(await exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThanOrEqual(EXIT_LIMIT_MS);
    } finally {
      await server.stop();
    }
  });
});
