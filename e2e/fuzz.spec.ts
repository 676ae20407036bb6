import type { APIRequestContext } from "@playwright/test";
import { expect, HTTP_ONLY, test } from "./fixtures";
import { createFuzzer, type FuzzBody } from "./fuzz-bodies.kit";
import { actionRoutes } from "./routes.kit";

/**
 * Hostile bodies posted to every action of the build (from its route manifest): JSON, text, broken multipart,
 * prototype field names, control characters and non-ASCII everywhere, files where none are taken. Bad input
 * is the sender's fault: each gets a 4xx or an ordinary answer, never a 5xx.
 */

/**
 * Bodies posted to each action route: enough for every family of body (urlencoded, multipart whole and broken,
 * JSON, other types) to reach each action many times; with every action of the build that is over 1 000 bodies
 * (the floor) many times over. More per action found nothing new and cost minutes of CI.
 */
const BODIES_PER_ROUTE = 200;
/** Every action sees each of these families of body (the first word of a body's kind). */
const BODY_FAMILIES = ["urlencoded", "multipart", "json", "other"];
/** Bodies across all actions: the floor. */
const BODIES_IN_ALL = 1000;
/**
 * Every tenth body is posted as a document (the no-JS form post, answered with a rendered page); the rest go
 * to the single-fetch address a fetcher posts to, which runs the same action without rendering a page.
 */
const DOCUMENT_EVERY = 10;
/** Posts in flight at once: enough to keep the server busy, few enough for a shared CI machine. */
const CONCURRENCY = 12;
/** An address of its own, so the backend's per-address limits the fuzz exhausts are no other test's. */
const FUZZ_CLIENT_ADDRESS = "192.0.2.77";

type RouteReport = {
  sent: number;
  families: Set<string>;
  status5xx: number;
  noAnswer: number;
  retried: number;
  seconds: number;
  statuses: Record<number, number>;
};

/** The `Cookie` header of a session signed in through /login with the texted code, for the account's actions. */
async function signedInCookie(request: APIRequestContext, readSmsCode: (phone: string, since?: number) => Promise<string>): Promise<string> {
  const phone = `7998${String(Date.now() % 10_000_000).padStart(7, "0")}`;
  const since = Date.now();
  await request.post("/login", { form: { intent: "send-code", phone }, maxRedirects: 0 });
  const code = await readSmsCode(phone, since);
  await request.post("/login", { form: { intent: "confirm", code }, maxRedirects: 0 });
  const cookies = (await request.storageState()).cookies;
  expect(
    cookies.map((c) => c.name),
    "signed in for the account routes",
  ).toContain("access_token");
  return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/** The single-fetch address of a route (what a fetcher posts to): `/cart` → `/cart.data`. */
function dataUrl(url: string): string {
  const [path, query] = url.split("?");
  return `${path === "/" ? "/_root" : path}.data${query ? `?${query}` : ""}`;
}

test("every action answers 200 hostile bodies of every family without a 5xx", HTTP_ONLY, async ({ request, baseURL, readSmsCode }) => {
  // The server answers about 300 bodies a second on two cores, so the time grows with the number of actions.
  test.setTimeout(240_000);
  const cookie = await signedInCookie(request, readSmsCode);

  const routes = actionRoutes();
  expect(routes.length).toBeGreaterThan(10);
  const report: Record<string, RouteReport> = {};
  const failures: string[] = [];
  const started = Date.now();

  for (const [index, { route, url }] of routes.entries()) {
    // Signed in for the account's actions; anonymous elsewhere (signed in, /login only redirects, /logout ends the session).
    const session: Record<string, string> = route.id.startsWith("routes/account") ? { Cookie: cookie } : {};
    const next = createFuzzer(1000 + index);
    const line: RouteReport = { sent: 0, families: new Set(), status5xx: 0, noAnswer: 0, retried: 0, seconds: 0, statuses: {} };
    report[`${route.id} ${url}`] = line;
    // Node's own fetch: the Playwright request context keeps every answer until disposed and relays each call.
    const post = async (target: string, body: FuzzBody): Promise<number> => {
      const headers = { ...body.headers, ...session, "X-Forwarded-For": FUZZ_CLIENT_ADDRESS };
      const response = await fetch(new URL(target, baseURL), {
        method: "POST",
        headers,
        body: new Uint8Array(body.data),
        redirect: "manual",
        signal: AbortSignal.timeout(20_000),
      });
      await response.arrayBuffer();
      return response.status;
    };
    let remaining = BODIES_PER_ROUTE;
    const worker = async () => {
      while (remaining > 0) {
        const n = remaining--;
        const body = next();
        const target = url.startsWith("/api/") || n % DOCUMENT_EVERY === 0 ? url : dataUrl(url);
        line.sent += 1;
        line.families.add(body.kind.split(/[ ,(]/)[0]);
        // A keep-alive socket the server closes just as the next post goes out (a race of any HTTP client, seen
        // about once in a thousand on a loaded machine) gets one more try; a body that breaks the server fails twice.
        const status = await post(target, body).catch(() => {
          line.retried += 1;
          return post(target, body).catch((error: unknown) => new Error(String((error as { cause?: unknown }).cause ?? error)));
        });
        if (status instanceof Error) {
          line.noAnswer += 1;
          if (failures.length < 20) failures.push(`no answer ${target} (${body.kind}): ${status.message.slice(0, 200)}`);
          continue;
        }
        line.statuses[status] = (line.statuses[status] ?? 0) + 1;
        if (status >= 500) {
          line.status5xx += 1;
          if (failures.length < 20) failures.push(`${status} ${target} (${body.kind}): ${body.data.subarray(0, 200).toString("latin1")}`);
        }
      }
    };
    const routeStarted = Date.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    line.seconds = (Date.now() - routeStarted) / 1000;
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const lines = Object.entries(report).map(
    ([r, l]) =>
      `${r}: sent ${l.sent} in ${l.seconds} s, 5xx ${l.status5xx}, no answer ${l.noAnswer}, retried ${l.retried}, ${JSON.stringify(l.statuses)}`,
  );
  test.info().annotations.push({ type: "fuzz", description: `${seconds} s\n${lines.join("\n")}` });
  console.log(`fuzz: ${seconds} s\n${lines.join("\n")}`);
  for (const [route, line] of Object.entries(report)) {
    expect(line.sent, route).toBeGreaterThanOrEqual(BODIES_PER_ROUTE);
    expect([...line.families].sort(), route).toEqual([...BODY_FAMILIES].sort());
  }
  expect(Object.values(report).reduce((sum, line) => sum + line.sent, 0)).toBeGreaterThanOrEqual(BODIES_IN_ALL);
  expect(failures, "answers ≥ 500 or no answer at all").toEqual([]);
});
