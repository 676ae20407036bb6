/**
 * SEO helpers: the one meta mechanism every indexable route uses (`seoMeta`), canonical URLs and JSON-LD.
 * Every absolute URL starts with the configured site URL (root data `siteUrl`), never the request's Host.
 */
import { LABEL_PAGE } from "~/config/messages/goods";
import { META_PAGE_SUFFIX } from "~/config/messages/seo";
import { priceValue } from "./price";

export const SITE_NAME_FALLBACK = "Мебельный дом";

/** Share pictures made by the backend from its seeded drawings: 1200×630 PNG. */
const SHARE_PICTURE = { width: 1200, height: 630 };

export function pageTitle(title: string, siteName = SITE_NAME_FALLBACK): string {
  return title === siteName ? title : `${title} — ${siteName}`;
}

/** Parameters that change what a page lists but not what it is: left out of the canonical URL. */
const NON_CANONICAL = new Set(["sort", "modal", "good", "idea", "redirectTo"]);

/**
 * The canonical URL: absolute, without trailing slashes, filters, sort or UI state; `page` is kept (page 2 is
 * its own page) unless it is 1.
 */
export function canonicalUrl(origin: string, pathname: string, search: string, keep: string[] = ["page"]): string {
  const params = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const key of keep) {
    const value = params.get(key);
    if (value && !NON_CANONICAL.has(key) && !(key === "page" && value === "1")) out.set(key, value);
  }
  const q = out.toString();
  const path = pathname.replace(/\/+$/, "") || "/";
  return `${origin}${path}${q ? `?${q}` : ""}`;
}

/** The list page a URL shows: `?page=N`, 1 when absent or not a whole number above 1. */
export function listPageNumber(search: string): number {
  const n = Number(new URLSearchParams(search).get("page"));
  return Number.isInteger(n) && n > 1 ? n : 1;
}

export const absoluteUrl = (origin: string, src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src}`);

/**
 * The picture social networks show for `src`: a raster picture as it is; a seeded SVG drawing (`/media/….svg`,
 * or its old `/api/media/…` path) by its PNG twin; other SVG (a logo) by nothing, since networks show no SVG.
 */
export function sharePicture(src: string): { src: string; width?: number; height?: number } | null {
  const drawing = /^(?:\/api)?\/media\/([a-z0-9/-]+)\.svg$/.exec(src);
  if (drawing) return { src: `/media/${drawing[1]}.png`, ...SHARE_PICTURE };
  // An uploaded photo's sizes are WebP and AVIF, which not every social network reads: its JPEG twin instead.
  const photo = /^\/media\/photos\/([0-9a-f]{24})-\d+\.(?:webp|avif)$/.exec(src);
  if (photo) return { src: `/media/photos/${photo[1]}-share.jpg`, ...SHARE_PICTURE };
  return /\.svg(?:$|\?)/i.test(src) ? null : { src };
}

/** What a page says about itself; seoMeta turns it into title, description, canonical and Open Graph tags. */
export type PageSeo = {
  /** The page's own title, without the site name. */
  title: string;
  description: string;
  type?: "website" | "product" | "article";
  /** The page's picture; the site's banner when absent. */
  image?: string | null;
  /**
   * The path of the page shown, its canonical: `/catalog/divany/x/` shows the section (the first segment when
   * the path ends in a slash), `/news/a/b` the item `b`. The URL's own path without trailing slashes when absent.
   */
  path?: string;
  /** Query parameters that make another page, kept in the canonical URL (`page` when not given). */
  keep?: string[];
  /** The home page's title leads with the site name: «Мебельный дом — мебель для дома…». */
  siteNameFirst?: boolean;
};

/** The part of the root loader's data the meta needs (read structurally: lib does not depend on the layouts). */
type RootSeoData = {
  siteUrl?: string;
  common?: { global?: { site_name?: string }; banner?: { image?: { src: string } | null } | null } | null;
};

type MetaArgsLike = { location: { pathname: string; search: string }; matches: ReadonlyArray<{ id: string; data: unknown } | undefined> };

/** The configured site URL from the root data (for loaders' components and JSON-LD as well). */
export function siteFromMatches(matches: MetaArgsLike["matches"]) {
  const root = matches.find((m) => m?.id === "root")?.data as RootSeoData | undefined;
  return {
    siteUrl: root?.siteUrl ?? "",
    siteName: root?.common?.global?.site_name || SITE_NAME_FALLBACK,
    defaultImage: root?.common?.banner?.image?.src ?? null,
  };
}

/**
 * Title (with «— страница N» from page 2 on) and description («Страница N. …»), one absolute canonical link, and the Open Graph
 * set (og:url equal to the canonical, og:image a raster picture). Every indexable route's `meta` returns this.
 */
export function seoMeta({ location, matches }: MetaArgsLike, page: PageSeo) {
  const site = siteFromMatches(matches);
  const n = listPageNumber(location.search);
  const title = n > 1 ? `${page.title} — ${META_PAGE_SUFFIX(n)}` : page.title;
  const description = n > 1 ? `${LABEL_PAGE(n)}. ${page.description}` : page.description;
  const canonical = canonicalUrl(site.siteUrl, page.path ?? location.pathname, location.search, page.keep);
  const picture = sharePicture(page.image ?? site.defaultImage ?? "");
  const image = picture?.src
    ? [
        { property: "og:image", content: absoluteUrl(site.siteUrl, picture.src) },
        ...(picture.width
          ? [
              { property: "og:image:width", content: String(picture.width) },
              { property: "og:image:height", content: String(picture.height) },
            ]
          : []),
      ]
    : [];
  return [
    { title: page.siteNameFirst ? `${site.siteName} — ${title}` : pageTitle(title, site.siteName) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: site.siteName },
    { property: "og:locale", content: "ru_RU" },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:url", content: canonical },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...image,
    { name: "twitter:card", content: picture?.src ? "summary_large_image" : "summary" },
  ];
}

export function breadcrumbJsonLd(origin: string, items: { name: string; href: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: `${origin}${item.href}` })),
  };
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

export function productJsonLd(
  origin: string,
  good: {
    name: string;
    sku: string;
    description: string;
    price: number;
    in_stock: boolean;
    images: { src: string }[];
    url: string;
    color?: string;
    material?: string;
  },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: good.name,
    sku: good.sku,
    description: plainText(good.description),
    image: good.images.map((i) => absoluteUrl(origin, i.src)),
    color: good.color,
    material: good.material,
    // A good without a price is not for sale: no offer at all rather than one at 0.
    ...(good.price > 0
      ? {
          offers: {
            "@type": "Offer",
            url: `${origin}${good.url}`,
            priceCurrency: "RUB",
            price: priceValue(good.price),
            availability: good.in_stock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
          },
        }
      : {}),
  };
}

/** An idea or portfolio project (`Article`) or a news item (`NewsArticle`), published by the shop. */
export function articleJsonLd(
  origin: string,
  article: {
    type: "Article" | "NewsArticle";
    title: string;
    description: string;
    url: string;
    date?: string;
    image?: string | null;
    publisher: string;
  },
) {
  return {
    "@context": "https://schema.org",
    "@type": article.type,
    headline: article.title,
    description: plainText(article.description),
    url: `${origin}${article.url}`,
    mainEntityOfPage: `${origin}${article.url}`,
    ...(article.image ? { image: [absoluteUrl(origin, article.image)] } : {}),
    ...(article.date ? { datePublished: article.date } : {}),
    author: { "@type": "Organization", name: article.publisher, url: origin },
    publisher: { "@type": "Organization", name: article.publisher, url: origin },
  };
}

/** The shop: name, site, phone, logo, e-mail and address from the common contacts, social profiles as sameAs. */
export function organizationJsonLd(
  origin: string,
  org: {
    name: string;
    phone: string;
    logo: string;
    email?: string;
    address?: string;
    sameAs: string[];
  },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: org.name,
    url: origin,
    telephone: org.phone,
    logo: absoluteUrl(origin, org.logo),
    ...(org.email ? { email: org.email } : {}),
    ...(org.address ? { address: { "@type": "PostalAddress", streetAddress: org.address, addressCountry: "RU" } } : {}),
    ...(org.sameAs.length ? { sameAs: [...new Set(org.sameAs)] } : {}),
  };
}

/** A JSON-LD string safe to put inside a <script>: `<` cannot close the element. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
