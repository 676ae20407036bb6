import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentDetail } from "~/components/content/ContentDetail";
import { LABEL_NEWS } from "~/config/messages/home";
import { lastSegment } from "~/lib/handles";
import { seoMeta } from "~/lib/seo";
import { getNews } from "~/server/api/content.server";
import { notFound } from "~/server/responses.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const handle = lastSegment(params["*"] ?? "");
  if (!handle) throw notFound();
  return getNews(handle);
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  data ? seoMeta(args, { title: data.title, description: data.preview, type: "article", image: data.image?.src, path: `/news/${data.handle}` }) : [];

export default function NewsItemPage() {
  const item = useLoaderData<typeof loader>();
  return (
    <ContentDetail
      list={{ name: LABEL_NEWS, href: "/news" }}
      href={`/news/${item.handle}`}
      articleType="NewsArticle"
      title={item.title}
      description={item.preview}
      date={item.date}
      image={item.image}
      html={item.text}
    />
  );
}
