import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createFuzzer } from "./fuzz-bodies.kit";
import { actionRoutes } from "./routes.kit";

/**
 * Hostile bodies posted to every action of the build (from its route manifest): JSON, text, broken multipart,
 * prototype field names, control characters and non-ASCII everywhere, files where none are taken. Bad input
 * is the sender's fault: each gets a 4xx or an ordinary answer, never a 5xx.
 */

// Thousands of posts: a trace of them would cost more than the posts themselves.
test.use({ trace: "off" });

/** Bodies posted to each action route: the issue's floor is 1 000. */
const BODIES_PER_ROUTE = 1000;
/**
 * Every tenth body is posted as a document (the no-JS form post, answered with a rendered page); the rest go
 * to the single-fetch address a fetcher posts to, which runs the same action without rendering a page.
 */
const DOCUMENT_EVERY = 10;
/** Posts in flight at once: enough to finish in well under a minute, few enough for a shared CI machine. */
const CONCURRENCY = 12;

/** A request context signed in through /login with the SMS code, for the account's actions. */
async function signIn(
  request: APIRequestContext,
  readSmsCode: (phone: string, since?: number) => Promise<string>
): Promise<void> {
  const phone = `7998${String(Date.now() % 10_000_000).padStart(7, "0")}`;
  const since = Date.now();
  await request.post("/login", {
    form: { intent: "send-code", phone },
    maxRedirects: 0,
  });
  const code = await readSmsCode(phone, since);
  const confirmed = await request.post("/login", {
    form: { intent: "confirm", code },
    maxRedirects: 0,
  });
  expect(confirmed.headers()["set-cookie"] ?? "", "signed in for the account routes").toContain("access_token=");
}

/** The single-fetch address of a route (what a fetcher posts to): `/cart` → `/cart.data`. */
function dataUrl(url: string): string {
  const [path, query] = url.split("?");
  return `${path === "/" ? "/_root" : path}.data${query ? `?${query}` : ""}`;
}

test("every action answers 1 000 hostile bodies without a 5xx", async ({ playwright, baseURL, readSmsCode }) => {
  test.skip(test.info().project.name !== "js", "no page involved: one project is enough");
  test.setTimeout(Number(process.env.FUZZ_TIMEOUT_MS ?? 120_000));
  // An address of its own, so the backend's per-address limits it exhausts are no other test's.
  const headers = { "X-Forwarded-For": "192.0.2.77" };
  const anonymous = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: headers,
  });
  const signedIn = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: headers,
  });
  await signIn(signedIn, readSmsCode);

  const routes = actionRoutes();
  expect(routes.length).toBeGreaterThan(10);
  const report: Record<
    string,
    {
      sent: number;
      status5xx: number;
      failed: number;
      retried: number;
      seconds?: number;
      statuses: Record<number, number>;
    }
  > = {};
  const failures: string[] = [];
  const started = Date.now();

  for (const [index, { route, url }] of routes.entries()) {
    const context = route.id.startsWith("routes/account") ? signedIn : anonymous;
    const next = createFuzzer(1000 + index);
    const line: (typeof report)[string] = {
      sent: 0,
      status5xx: 0,
      failed: 0,
      retried: 0,
      statuses: {},
    };
    report[`${route.id} ${url}`] = line;
    let remaining = BODIES_PER_ROUTE;
    const worker = async () => {
      while (remaining > 0) {
        const n = remaining--;
        const body = next();
        const target = url.startsWith("/api/") || n % DOCUMENT_EVERY === 0 ? url : dataUrl(url);
        line.sent += 1;
        const post = () =>
          context.fetch(target, {
            method: "POST",
            headers: body.headers,
            data: body.data,
            maxRedirects: 0,
            timeout: 20_000,
          });
        // A keep-alive socket the server closes just as the next post goes out (a race of any HTTP client, seen
        // about once in a thousand on a loaded machine) gets one more try; a body that breaks the server fails twice.
        const response = await post().catch(() => {
          line.retried += 1;
          return post().catch((error: unknown) => new Error(String(error)));
        });
        if (response instanceof Error) {
          line.failed += 1;
          if (failures.length < 20)
            failures.push(`no answer ${target} (${body.kind}): ${response.message.slice(0, 200)}`);
          continue;
        }
        const status = response.status();
        line.statuses[status] = (line.statuses[status] ?? 0) + 1;
        if (status >= 500) {
          line.status5xx += 1;
          if (failures.length < 20)
            failures.push(`${status} ${target} (${body.kind}): ${body.data.subarray(0, 200).toString("latin1")}`);
        }
      }
    };
    const routeStarted = Date.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    line.seconds = (Date.now() - routeStarted) / 1000;
    console.log(`${route.id}: ${line.seconds} s`);
  }

  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({
    type: "fuzz",
    description: `${JSON.stringify(report)} in ${seconds.toFixed(1)} s`,
  });
  console.log(
    `fuzz: ${seconds.toFixed(1)} s\n${Object.entries(report)
      .map(
        ([r, l]) =>
          `${r}: sent ${l.sent} in ${l.seconds} s, 5xx ${l.status5xx}, no answer ${l.failed}, retried ${
            l.retried
          }, ${JSON.stringify(l.statuses)}`
      )
      .join("\n")}`
  );
  for (const line of Object.values(report)) expect(line.sent).toBeGreaterThanOrEqual(BODIES_PER_ROUTE);
  expect(failures, "answers ≥ 500 or no answer at all").toEqual([]);
  await anonymous.dispose();
  await signedIn.dispose();
});
