import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LABEL_GET_PRESENTATION } from "~/config/messages/home";
import { seoMeta } from "~/lib/seo";
import { getPage } from "~/server/api/page.server";
import { PageLink } from "~/components/ui/PageLink";

export async function loader() {
  const page = await getPage("about");
  return page;
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  data ? seoMeta(args, { title: data.seo_title || data.title, description: data.seo_description || data.title }) : [];

export default function AboutPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <article className="container content-page">
      <h1>{page.title}</h1>
      <div className="content-page__body rich-text" dangerouslySetInnerHTML={{ __html: page.text }} />
      <p>
        <PageLink to="?modal=presentation" className="button" keepScroll>
          {LABEL_GET_PRESENTATION}
        </PageLink>
      </p>
    </article>
  );
}
