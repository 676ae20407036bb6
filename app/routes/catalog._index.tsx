import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SectionView } from "~/components/catalog/SectionView";
import { LABEL_CATALOG } from "~/config/messages/catalog";
import { META_CATALOG } from "~/config/messages/seo";
import { seoMeta } from "~/lib/seo";
import { loadSectionPage, publicCacheControl } from "~/server/catalog-page.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return data(await loadSectionPage(request, null), { headers: { "Cache-Control": publicCacheControl(request) } });
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args, { title: LABEL_CATALOG, description: META_CATALOG });

export const headers = ({ loaderHeaders }: { loaderHeaders: Headers }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store",
});

export default function CatalogIndex() {
  const page = useLoaderData<typeof loader>();
  return <SectionView listing={page.listing} sections={page.sections} filters={page.filters} />;
}
