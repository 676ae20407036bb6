import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentList } from "~/components/content/ContentList";
import { LABEL_IDEAS } from "~/config/messages/home";
import { META_IDEAS } from "~/config/messages/seo";
import { pageParam } from "~/lib/page-param";
import { seoMeta } from "~/lib/seo";
import { listIdeas } from "~/server/api/content.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return listIdeas(pageParam(request));
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  seoMeta(args, { title: LABEL_IDEAS, description: META_IDEAS, image: data?.items[0]?.image?.src });

export default function IdeasPage() {
  const { items, pagination } = useLoaderData<typeof loader>();
  return <ContentList title={LABEL_IDEAS} base="/ideas" items={items} pagination={pagination} />;
}
