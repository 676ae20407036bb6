import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ItemView } from "~/components/catalog/ItemView";
import { SectionView } from "~/components/catalog/SectionView";
import { LABEL_CATALOG, LABEL_SIZE_CM } from "~/config/messages/catalog";
import { META_ITEM } from "~/config/messages/seo";
import { itemHref, parseCatalogPath } from "~/lib/handles";
import { formatPrice } from "~/lib/price";
import { seoMeta } from "~/lib/seo";
import { loadItemPage, loadSectionPage, publicCacheControl } from "~/server/catalog-page.server";
import { notFound } from "~/server/responses.server";

/** `/catalog/{section}` and deeper item paths, by the handle rules of `app/lib/handles.ts`. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const path = parseCatalogPath(params["*"] ?? "");
  if (!path) throw notFound();
  if (path.kind === "section") {
    return data(await loadSectionPage(request, path.section), { headers: { "Cache-Control": publicCacheControl(request) } });
  }
  const item = await loadItemPage(request, path.section, path.item);
  // The view is recorded in a cookie: the answer is personal and never shared by a CDN.
  return data(item.data, { headers: { "Set-Cookie": item.cookie, "Cache-Control": "private, no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data: page, ...args }) => {
  if (!page) return [];
  if (page.kind === "item") {
    const good = page.good;
    const title = good.variant_label ? `${good.name}, ${good.variant_label.toLowerCase()}` : good.name;
    const { width, depth, height } = good.dimensions;
    const facts = [good.material.title.toLowerCase(), width > 0 && depth > 0 && height > 0 ? LABEL_SIZE_CM(good.dimensions) : ""];
    const description = META_ITEM(title, formatPrice(good.price), facts.filter(Boolean));
    return seoMeta(args, { title, description, type: "product", image: good.images[0]?.src, path: itemHref(good), keep: [] });
  }
  const section = page.listing.section;
  return seoMeta(args, {
    title: section?.name ?? LABEL_CATALOG,
    description: section?.description || (section?.name ?? LABEL_CATALOG),
    image: page.sections.find((s) => s.handle === section?.handle)?.image.src,
    path: section ? `/catalog/${section.handle}` : "/catalog",
  });
};

export const headers = ({ loaderHeaders }: { loaderHeaders: Headers }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store",
});

export default function CatalogPath() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === "item") return <ItemView key={page.good.id} good={page.good} viewed={page.viewed} />;
  return <SectionView listing={page.listing} sections={page.sections} filters={page.filters} />;
}
