/** Pure SEO helpers: titles, canonical URLs and JSON-LD (issue 5 item 7). */

export const SITE_NAME_FALLBACK = "Мебельный дом";

export function pageTitle(title: string, siteName = SITE_NAME_FALLBACK): string {
  return title === siteName ? title : `${title} — ${siteName}`;
}

/** Parameters that change what a page lists but not what it is: left out of the canonical URL. */
const NON_CANONICAL = new Set(["sort", "modal", "good", "idea", "redirectTo"]);

/**
 * The canonical URL: absolute, without filters, sort or UI state; `page` is kept (page 2 is its own page)
 * unless it is 1.
 */
export function canonicalUrl(origin: string, pathname: string, search: string, keep: string[] = ["page"]): string {
  const params = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const key of keep) {
    const value = params.get(key);
    if (value && !NON_CANONICAL.has(key) && !(key === "page" && value === "1")) out.set(key, value);
  }
  const q = out.toString();
  return `${origin}${pathname}${q ? `?${q}` : ""}`;
}

export function breadcrumbJsonLd(origin: string, items: { name: string; href: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: `${origin}${item.href}` })),
  };
}

export function productJsonLd(origin: string, good: {
  name: string; sku: string; description: string; price: number; in_stock: boolean; images: { src: string }[]; url: string; color?: string; material?: string;
}) {
  const absolute = (src: string) => (src.startsWith("http") ? src : `${origin}${src}`);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: good.name,
    sku: good.sku,
    description: good.description.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim(),
    image: good.images.map((i) => absolute(i.src)),
    color: good.color,
    material: good.material,
    offers: {
      "@type": "Offer",
      url: `${origin}${good.url}`,
      priceCurrency: "RUB",
      price: good.price,
      availability: good.in_stock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    },
  };
}

export function organizationJsonLd(origin: string, name: string, phone: string, logo: string) {
  return { "@context": "https://schema.org", "@type": "Organization", name, url: origin, telephone: phone, logo: logo.startsWith("http") ? logo : `${origin}${logo}` };
}

/** A JSON-LD string safe to put inside a <script>: `<` cannot close the element. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
