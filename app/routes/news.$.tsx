import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentDetail } from "~/components/content/ContentDetail";
import { LABEL_NEWS } from "~/config/messages";
import { lastSegment } from "~/lib/handles";
import { pageTitle } from "~/lib/seo";
import { getNews } from "~/server/api/content.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const handle = lastSegment(params["*"] ?? "");
  if (!handle) throw new Response(null, { status: 404 });
  return getNews(handle);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: pageTitle(data.title) }, { name: "description", content: data.preview }, { property: "og:title", content: data.title }] : []);

export default function NewsItemPage() {
  const item = useLoaderData<typeof loader>();
  return <ContentDetail list={{ name: LABEL_NEWS, href: "/news" }} title={item.title} date={item.date} image={item.image} html={item.text} />;
}
