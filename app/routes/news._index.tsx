import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentList } from "~/components/content/ContentList";
import { LABEL_NEWS } from "~/config/messages/home";
import { META_NEWS } from "~/config/messages/seo";
import { pageParam } from "~/lib/page-param";
import { seoMeta } from "~/lib/seo";
import { listNews } from "~/server/api/content.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return listNews(pageParam(request));
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  seoMeta(args, { title: LABEL_NEWS, description: META_NEWS, image: data?.items[0]?.image?.src });

export default function NewsPage() {
  const { items, pagination } = useLoaderData<typeof loader>();
  return <ContentList title={LABEL_NEWS} base="/news" items={items} pagination={pagination} />;
}
