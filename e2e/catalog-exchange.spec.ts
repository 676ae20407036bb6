import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { bundledScript } from "../backend/testing/bundled-script";
import { expect, HTTP_ONLY, test } from "./fixtures";

/**
 * An import run by another process (the CLI) shows on the storefront within a second or two, although the
 * storefront keeps catalogue answers for 30 s: the catalogue revision tells it to drop them.
 */
const PUBLIC_URL = "https://shop.example";

async function shownPrice(request: import("@playwright/test").APIRequestContext, pagePath: string): Promise<number> {
  const html = await (await request.get(pagePath)).text();
  // The Product JSON-LD states roubles with kopecks («"price":"12990.00"»).
  return Number(/"price":"?(\d+(?:\.\d+)?)"?/.exec(html)?.[1]);
}

function importCsv(rows: string) {
  const file = path.join(process.env.DATA_DIR!, `exchange-${Date.now()}.csv`);
  fs.writeFileSync(file, `\uFEFFАртикул;Цена\r\n${rows}\r\n`);
  execFileSync(process.execPath, [bundledScript("scripts/catalog-import.ts"), file], { env: process.env, stdio: "pipe" });
}

test("a price imported by another process shows on the good's page at once, not after the cache's 30 s", HTTP_ONLY, async ({ request }) => {
  test.setTimeout(60_000);
  const feed = await (await request.get("/yml.xml")).text();
  const offer = [...feed.matchAll(/<offer [^>]*><url>([^<]+)<\/url><price>(\d+(?:\.\d+)?)<\/price>.*?<vendorCode>([^<]+)<\/vendorCode>/g)][7];
  const [pagePath, price, sku] = [offer[1].slice(PUBLIC_URL.length), Number(offer[2]), offer[3]];
  expect(await shownPrice(request, pagePath)).toBe(price); // now kept by the storefront's cache

  importCsv(`${sku};${price + 1}`);
  try {
    const started = Date.now();
    await expect.poll(() => shownPrice(request, pagePath), { timeout: 5000, intervals: [250] }).toBe(price + 1);
    expect(Date.now() - started).toBeLessThan(5000);
  } finally {
    importCsv(`${sku};${price}`);
  }
});
