import { useLoaderData } from "@remix-run/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { getPage } from "~/server/api/page.server";
import { seoMeta } from "~/lib/seo";
import { notFound } from "~/server/responses.server";

/** Custom content pages (`/*`): the last path segment is the page url; anything unknown is a 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  const url = (params["*"] ?? "").split("/").filter(Boolean).pop();
  if (!url) throw notFound();
  return getPage(url);
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  data ? seoMeta(args, { title: data.seo_title || data.title, description: data.seo_description || data.title, path: `/${data.url}` }) : [];

export default function CustomPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <article className="container content-page">
      <h1>{page.title}</h1>
      <div className="content-page__body rich-text" dangerouslySetInnerHTML={{ __html: page.text }} />
    </article>
  );
}
