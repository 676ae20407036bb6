import type { Kysely } from "kysely";
import { parseImages, shownGoods } from "../catalog/cards";
import { sanitizeRichText } from "../../shared/rich-text";
import type { Database } from "../db/schema";
import { formatRoubles } from "../shop/money";
import { commonData } from "./common";
import { readCatalogRevision } from "./catalog-revision";
import { feedPicturePath } from "./photo-files";

/**
 * Our YML feed (Yandex Market Language, «YML для магазинов»): shop name, company and url, the one currency RUR,
 * every shown section as a category and every good the storefront shows as an offer (url, price, oldprice when higher,
 * currencyId, categoryId, up to 10 pictures, name, vendor, vendorCode, description, params Габариты (W×D×H, см),
 * Материал, Цвет, and count). Our SVG pictures are given as their PNG twins and photos as their feed JPEGs:
 * feeds take JPEG, PNG or GIF only.
 * Built once per catalogue revision and public address, then served from memory.
 */
const MAX_PICTURES = 10;
/** The short shop name YML allows (20 characters). */
const SHOP_NAME_MAX = 20;

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
const cdata = (s: string) => `<![CDATA[${s.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;

type Built = { revision: number; base: string; body: string };
const built = new WeakMap<Kysely<Database>, Built>();

export async function ymlFeed(db: Kysely<Database>, base: string, now: Date): Promise<string> {
  const revision = await readCatalogRevision(db);
  const kept = built.get(db);
  if (kept && kept.revision === revision && kept.base === base) return kept.body;
  const body = await buildFeed(db, base, now);
  built.set(db, { revision, base, body });
  return body;
}

/**
 * An absolute URL of a picture: ours (a path) under `base`, SVG as its PNG twin, a photo as its feed JPEG
 * (feeds take JPEG, PNG or GIF, never WebP); a URL from an import as is.
 */
function pictureUrl(src: string, base: string): string {
  if (/^https?:\/\//.test(src)) return src;
  const path = src.startsWith("/media/") && src.endsWith(".svg") ? `${src.slice(0, -4)}.png` : feedPicturePath(src);
  return `${base}${path.startsWith("/") ? "" : "/"}${path}`;
}

function shopNames(common: Record<string, unknown>): { name: string; company: string } {
  const seller = (common.seller ?? {}) as { name?: string; full_name?: string };
  const logo = ((common.header ?? {}) as { logo?: { alt?: string } }).logo;
  const company = seller.full_name ?? seller.name ?? "";
  return { name: (logo?.alt ?? seller.name ?? company).slice(0, SHOP_NAME_MAX), company: company || (logo?.alt ?? "") };
}

async function buildFeed(db: Kysely<Database>, base: string, now: Date): Promise<string> {
  const shop = shopNames(await commonData(db, now.getTime()));
  // A marketplace sends buyers to the good's page, so the feed lists exactly the goods and sections that page exists for.
  const sections = await db.selectFrom("sections").select(["id", "handle", "name"]).where("hidden", "=", 0).orderBy("sort").execute();
  const handleOf = new Map(sections.map((s) => [s.id, s.handle]));
  const goods = await shownGoods(db).selectAll("goods").orderBy("goods.id").execute();
  const out: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<yml_catalog date="${now.toISOString().slice(0, 19)}+00:00">`,
    `<shop>`,
    `<name>${esc(shop.name)}</name>`,
    `<company>${esc(shop.company)}</company>`,
    `<url>${esc(base)}/</url>`,
    `<currencies><currency id="RUR" rate="1"/></currencies>`,
    `<categories>`,
    ...sections.map((s) => `<category id="${s.id}">${esc(s.name)}</category>`),
    `</categories>`,
    `<offers>`,
  ];
  for (const g of goods) {
    const name = g.variant_label ? `${g.name}, ${g.variant_label}` : g.name;
    const pictures = parseImages(g.images)
      .slice(0, MAX_PICTURES)
      .map((image) => `<picture>${esc(pictureUrl(image.src, base))}</picture>`)
      .join("");
    const params = [
      g.width && g.depth && g.height ? `<param name="Габариты" unit="см">${g.width}×${g.depth}×${g.height}</param>` : "",
      g.material_title ? `<param name="Материал">${esc(g.material_title)}</param>` : "",
      g.color_title ? `<param name="Цвет">${esc(g.color_title)}</param>` : "",
    ].join("");
    out.push(
      `<offer id="${g.id}" available="${g.stock > 0}">` +
        `<url>${esc(`${base}/catalog/${handleOf.get(g.section_id)}/${g.handle}`)}</url>` +
        `<price>${formatRoubles(g.price)}</price>` +
        (g.old_price && g.old_price > g.price ? `<oldprice>${formatRoubles(g.old_price)}</oldprice>` : "") +
        `<currencyId>RUR</currencyId><categoryId>${g.section_id}</categoryId>${pictures}` +
        `<name>${esc(name)}</name><vendor>${esc(g.vendor ?? shop.name)}</vendor><vendorCode>${esc(g.sku)}</vendorCode>` +
        // An imported description is HTML from someone else's file: the storefront's allow-list before it goes to marketplaces.
        (g.description ? `<description>${cdata(sanitizeRichText(g.description))}</description>` : "") +
        `${params}<count>${g.stock}</count></offer>`,
    );
  }
  out.push(`</offers>`, `</shop>`, `</yml_catalog>`, "");
  return out.join("\n");
}
