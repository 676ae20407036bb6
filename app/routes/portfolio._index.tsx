import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentList } from "~/components/content/ContentList";
import { LABEL_PORTFOLIO } from "~/config/messages/catalog";
import { META_PORTFOLIO } from "~/config/messages/seo";
import { pageParam } from "~/lib/page-param";
import { seoMeta } from "~/lib/seo";
import { listPortfolio } from "~/server/api/content.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return listPortfolio(pageParam(request));
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  seoMeta(args, { title: LABEL_PORTFOLIO, description: META_PORTFOLIO, image: data?.items[0]?.image?.src });

export default function PortfolioPage() {
  const { items, pagination } = useLoaderData<typeof loader>();
  const withNotes = items.map((item) => ({ ...item, note: [item.city, item.area].filter(Boolean).join(", ") }));
  return <ContentList title={LABEL_PORTFOLIO} base="/portfolio" items={withNotes} pagination={pagination} />;
}
