import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentDetail } from "~/components/content/ContentDetail";
import { LABEL_GOODS_IN_PROJECT, LABEL_PORTFOLIO } from "~/config/messages";
import { lastSegment } from "~/lib/handles";
import { pageTitle } from "~/lib/seo";
import { getPortfolio } from "~/server/api/content.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const handle = lastSegment(params["*"] ?? "");
  if (!handle) throw new Response(null, { status: 404 });
  return getPortfolio(handle);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: pageTitle(data.title) }, { name: "description", content: data.preview }, { property: "og:title", content: data.title }] : []);

export default function PortfolioItemPage() {
  const project = useLoaderData<typeof loader>();
  return (
    <ContentDetail list={{ name: LABEL_PORTFOLIO, href: "/portfolio" }} title={project.title} image={project.image} html={project.text} gallery={project.gallery} goods={project.goods} goodsTitle={LABEL_GOODS_IN_PROJECT} facts={[project.city, project.area].filter(Boolean)} />
  );
}
