import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ContentDetail } from "~/components/content/ContentDetail";
import { LABEL_DISCUSS_PROJECT, LABEL_GOODS_IN_IDEA, LABEL_IDEAS } from "~/config/messages";
import { lastSegment } from "~/lib/handles";
import { pageTitle } from "~/lib/seo";
import { getIdea } from "~/server/api/content.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const handle = lastSegment(params["*"] ?? "");
  if (!handle) throw new Response(null, { status: 404 });
  return getIdea(handle);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: pageTitle(data.title) }, { name: "description", content: data.preview }, { property: "og:title", content: data.title }] : []);

export default function IdeaPage() {
  const idea = useLoaderData<typeof loader>();
  return (
    <ContentDetail list={{ name: LABEL_IDEAS, href: "/ideas" }} title={idea.title} date={idea.date} image={idea.image} html={idea.text} gallery={idea.gallery} goods={idea.goods} goodsTitle={LABEL_GOODS_IN_IDEA}>
      <Link to={`?modal=idea&idea=${idea.id}`} className="button" preventScrollReset>{LABEL_DISCUSS_PROJECT}</Link>
    </ContentDetail>
  );
}
