import { ymlRuleViolations } from "../backend/testing/yml-rules";
import { expect, HTTP_ONLY, test } from "./fixtures";

/**
 * What a crawler receives (plain HTTP requests, no browser): every sitemap page and the second page of every
 * list answers 200 with one absolute canonical link on the configured PUBLIC_URL (playwright.config.ts), even
 * when the request names another Host; valid JSON-LD, a description, og:url equal to the canonical and a raster
 * og:image on a path robots.txt leaves open; Article JSON-LD on content, Organization on home; no U+0000 and no
 * U+FFFD (a stray byte, replaced when the answer is decoded) anywhere.
 */
const PUBLIC_URL = "https://shop.example";
const FOREIGN_HOST = { Host: "evil.example" };
const CONCURRENCY = 4;

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
const attribute = (tag: string, name: string) => decode(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? "");
const tags = (html: string, pattern: RegExp) => html.match(pattern) ?? [];
const metaContent = (html: string, key: string) =>
  tags(html, new RegExp(`<meta[^>]*(?:name|property)="${key}"[^>]*>`, "g")).map((tag) => attribute(tag, "content"));

type PageReport = {
  path: string;
  title: string;
  description: string;
  images: string[];
  problems: string[];
  badCharacters: string[];
  nextPage: boolean;
};

/** Everything one page says about itself to a crawler, and what is wrong with it. */
function inspect(path: string, status: number, html: string): PageReport {
  const problems: string[] = [];
  const expected = `${PUBLIC_URL}${path}`;
  if (status !== 200) problems.push(`status ${status}`);
  const canonicals = tags(html, /<link[^>]*rel="canonical"[^>]*>/g).map((tag) => attribute(tag, "href"));
  if (canonicals.length !== 1) problems.push(`${canonicals.length} canonical links`);
  else if (canonicals[0] !== expected) problems.push(`canonical ${canonicals[0]}, expected ${expected}`);
  if (metaContent(html, "og:url")[0] !== canonicals[0]) problems.push(`og:url ${metaContent(html, "og:url")[0]} is not the canonical`);
  const descriptions = metaContent(html, "description");
  if (descriptions.length !== 1 || !descriptions[0].trim()) problems.push(`${descriptions.length} descriptions: ${descriptions.join(" | ")}`);
  const images = metaContent(html, "og:image");
  if (images.length !== 1 || !/^https:\/\/shop\.example\/.+\.(?:png|jpe?g)$/.test(images[0]))
    problems.push(`og:image ${images.join(", ") || "missing"}`);
  if (html.includes("evil.example")) problems.push("names the request's Host");
  const types: string[] = [];
  for (const block of html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    try {
      const data = JSON.parse(block[1]) as Record<string, unknown>;
      if (data["@context"] !== "https://schema.org" || typeof data["@type"] !== "string")
        problems.push(`JSON-LD without @context/@type: ${block[1].slice(0, 80)}`);
      types.push(String(data["@type"]));
      if (data["@type"] === "Product") images.push(...(data.image as string[]));
      if (data["@type"] === "Organization" && !(data.address && Array.isArray(data.sameAs) && data.sameAs.length))
        problems.push("Organization without address or sameAs");
    } catch {
      problems.push(`JSON-LD does not parse${block[1].includes("\u0000") ? " (U+0000 inside)" : ""}: ${block[1].slice(0, 80)}`);
    }
  }
  if (/^\/(?:ideas|news|portfolio)\/./.test(path) && !types.some((t) => t === "Article" || t === "NewsArticle")) problems.push("no Article JSON-LD");
  if (path === "/" && !types.includes("Organization")) problems.push("no Organization JSON-LD");
  return {
    path,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "",
    description: descriptions[0] ?? "",
    images,
    problems,
    badCharacters: [
      ...(html.includes("\u0000") ? [`NUL at ${html.indexOf("\u0000")}`] : []),
      ...(html.includes("\uFFFD") ? [`U+FFFD at ${html.indexOf("\uFFFD")}`] : []),
    ],
    nextPage: /href="[^"]*[?&]page=2"/.test(html),
  };
}

/** Runs `work` over `items`, `CONCURRENCY` at a time. */
async function inPool<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]);
      }
    }),
  );
  return out;
}

test("a crawl of the sitemap and the lists' second pages finds every page whole, canonical on PUBLIC_URL", HTTP_ONLY, async ({ request }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get("/sitemap.xml", { headers: FOREIGN_HOST })).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]));
  expect(locations.length).toBeGreaterThan(300);
  expect(locations.filter((url) => !url.startsWith(`${PUBLIC_URL}/`))).toEqual([]);

  const fetchPage = async (path: string) => {
    const response = await request.get(path, { headers: FOREIGN_HOST, maxRedirects: 0 });
    // Bytes, decoded here: a stray byte becomes U+FFFD and is caught with the NULs.
    return inspect(path, response.status(), new TextDecoder("utf-8").decode(await response.body()));
  };
  const pages = await inPool(
    locations.map((url) => url.slice(PUBLIC_URL.length)),
    fetchPage,
  );
  const listPaths = pages.filter((p) => p.nextPage).map((p) => p.path);
  expect(listPaths).toEqual(expect.arrayContaining(["/catalog", "/catalog/divany"]));
  const secondPages = await inPool(
    listPaths.map((path) => `${path}?page=2`),
    fetchPage,
  );

  const problems = [...pages, ...secondPages].flatMap((p) => p.problems.map((problem) => `${p.path}: ${problem}`));
  for (const second of secondPages) {
    const first = pages.find((p) => `${p.path}?page=2` === second.path);
    if (second.title === first?.title) problems.push(`${second.path}: the title of page 1`);
    if (second.description === first?.description) problems.push(`${second.path}: the description of page 1`);
  }

  // Pictures a crawler is pointed to are on paths robots.txt leaves open.
  const robots = await (await request.get("/robots.txt", { headers: FOREIGN_HOST })).text();
  expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  const closed = [...robots.matchAll(/^Disallow: (\/[^*\n]*)$/gm)].map((m) => m[1]);
  const images = [...new Set(pages.flatMap((p) => p.images))];
  expect(images.length).toBeGreaterThan(300);
  for (const image of images) {
    const path = image.slice(PUBLIC_URL.length);
    if (!image.startsWith(PUBLIC_URL) || closed.some((prefix) => path.startsWith(prefix))) problems.push(`picture closed to crawlers: ${image}`);
  }
  expect(problems).toEqual([]);
  // Kept last: the NUL bytes have their own fix in the rendering path.
  expect([...pages, ...secondPages].flatMap((p) => p.badCharacters.map((bad) => `${p.path}: ${bad}`))).toEqual([]);
});

test(
  "og:image is a 1200×630 PNG under /media/, kept a year and never sniffed; old /api/media/ links still answer",
  HTTP_ONLY,
  async ({ request }) => {
    const html = await (await request.get("/catalog/divany/divan-oslo-seryy")).text();
    const image = metaContent(html, "og:image")[0];
    expect(image).toMatch(/^https:\/\/shop\.example\/media\/goods\/\d+-1\.png$/);
    const response = await request.get(image.slice(PUBLIC_URL.length));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["cache-control"]).toContain("max-age=31536000");
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    const picture = /src="(\/media\/goods\/[^"]+\.svg)"/.exec(html)?.[1] ?? "";
    expect((await request.get(picture)).status()).toBe(200);
    const old = await request.get(`/api${picture}`);
    expect(old.status()).toBe(200);
    expect(old.headers()["content-type"]).toBe("image/svg+xml");
  },
);

test("a URL with a trailing slash or extra segments names the page it shows as canonical", HTTP_ONLY, async ({ request }) => {
  const shown: Array<[string, string]> = [
    ["/about/", "/about"],
    ["/delivery/", "/delivery"],
    ["/catalog/divany/", "/catalog/divany"],
    // A catalogue path ending in a slash shows the section of its first segment.
    ["/catalog/divany/divan-oslo-seryy/", "/catalog/divany"],
    ["/catalog/divany/divan-oslo-seryy", "/catalog/divany/divan-oslo-seryy"],
    ["/news/", "/news"],
    ["/ideas/anything/gostinaya-v-skandinavskom-stile/", "/ideas/gostinaya-v-skandinavskom-stile"],
  ];
  for (const [path, canonical] of shown) {
    const response = await request.get(path, { headers: FOREIGN_HOST });
    expect(response.status(), path).toBe(200);
    const links = tags((await response.text()).replaceAll("\u0000", ""), /<link[^>]*rel="canonical"[^>]*>/g).map((tag) => attribute(tag, "href"));
    expect(links, path).toEqual([`${PUBLIC_URL}${canonical}`]);
  }
});

test("the YML feed at /yml.xml is valid YML whose offers link to pages and pictures on PUBLIC_URL that answer", HTTP_ONLY, async ({ request }) => {
  const response = await request.get("/yml.xml", { headers: FOREIGN_HOST });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  expect(await ymlRuleViolations(xml)).toEqual([]);
  const urls = [...xml.matchAll(/<url>([^<]+)<\/url>/g)].map((m) => decode(m[1]));
  const pictures = [...xml.matchAll(/<picture>([^<]+)<\/picture>/g)].map((m) => decode(m[1]));
  expect(urls.length).toBeGreaterThan(300);
  expect([...urls, ...pictures].filter((url) => !url.startsWith(`${PUBLIC_URL}/`))).toEqual([]);
  const page = await request.get(urls[1].slice(PUBLIC_URL.length), { maxRedirects: 0 });
  expect(page.status()).toBe(200);
  const picture = await request.get(pictures[0].slice(PUBLIC_URL.length));
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/png");
});
