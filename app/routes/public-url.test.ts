import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";

/**
 * Absolute URLs come from configuration (PUBLIC_URL, unset here: http://localhost:$PORT), never from the Host a
 * request names: a shared cache would serve a page naming the attacker's host to everyone.
 */
const poisoned = (path: string) => new Request(`http://evil.example${path}`, { headers: { Host: "evil.example" } });
/** Calls a loader the way Remix does, whatever arguments it declares. */
const load = (loader: unknown, path: string) =>
  (loader as (args: LoaderFunctionArgs) => Promise<unknown>)({ request: poisoned(path), params: {}, context: { clientIp: "127.0.0.1" } });

describe("absolute URLs with PUBLIC_URL unset and a foreign Host", () => {
  it("robots.txt names the configured sitemap", async () => {
    const body = await ((await load(robotsLoader, "/robots.txt")) as Response).text();
    expect(body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    expect(body).not.toContain("evil.example");
  });

  it("the sitemap lists configured URLs only", async () => {
    const body = await ((await load(sitemapLoader, "/sitemap.xml")) as Response).text();
    const locations = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations.length).toBeGreaterThan(100);
    expect(locations.filter((url) => !url.startsWith("http://localhost:3000/"))).toEqual([]);
  });

  it("every page's meta and JSON-LD start from the root's configured siteUrl", async () => {
    const result = (await load(rootLoader, "/catalog/divany")) as { data: { siteUrl?: string } };
    expect(result.data.siteUrl).toBe("http://localhost:3000");
  });
});
