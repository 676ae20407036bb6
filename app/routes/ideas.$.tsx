import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentDetail } from "~/components/content/ContentDetail";
import { LABEL_GOODS_IN_IDEA } from "~/config/messages/catalog";
import { LABEL_IDEAS } from "~/config/messages/home";
import { LABEL_DISCUSS_PROJECT } from "~/config/messages/common";
import { lastSegment } from "~/lib/handles";
import { seoMeta } from "~/lib/seo";
import { getIdea } from "~/server/api/content.server";
import { notFound } from "~/server/responses.server";
import { PageLink } from "~/components/ui/PageLink";

export async function loader({ params }: LoaderFunctionArgs) {
  const handle = lastSegment(params["*"] ?? "");
  if (!handle) throw notFound();
  return getIdea(handle);
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  data ? seoMeta(args, { title: data.title, description: data.preview, type: "article", image: data.image?.src, path: `/ideas/${data.handle}` }) : [];

export default function IdeaPage() {
  const idea = useLoaderData<typeof loader>();
  return (
    <ContentDetail
      list={{ name: LABEL_IDEAS, href: "/ideas" }}
      href={`/ideas/${idea.handle}`}
      articleType="Article"
      title={idea.title}
      description={idea.preview}
      date={idea.date}
      image={idea.image}
      html={idea.text}
      gallery={idea.gallery}
      goods={idea.goods}
      goodsTitle={LABEL_GOODS_IN_IDEA}
    >
      <PageLink to={`?modal=idea&idea=${idea.id}`} className="button" keepScroll>
        {LABEL_DISCUSS_PROJECT}
      </PageLink>
    </ContentDetail>
  );
}
