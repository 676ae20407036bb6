import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentDetail } from "~/components/content/ContentDetail";
import { LABEL_GOODS_IN_PROJECT, LABEL_PORTFOLIO } from "~/config/messages/catalog";
import { lastSegment } from "~/lib/handles";
import { seoMeta } from "~/lib/seo";
import { getPortfolio } from "~/server/api/content.server";
import { notFound } from "~/server/responses.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const handle = lastSegment(params["*"] ?? "");
  if (!handle) throw notFound();
  return getPortfolio(handle);
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  data
    ? seoMeta(args, { title: data.title, description: data.preview, type: "article", image: data.image?.src, path: `/portfolio/${data.handle}` })
    : [];

export default function PortfolioItemPage() {
  const project = useLoaderData<typeof loader>();
  return (
    <ContentDetail
      list={{ name: LABEL_PORTFOLIO, href: "/portfolio" }}
      href={`/portfolio/${project.handle}`}
      articleType="Article"
      title={project.title}
      description={project.preview}
      image={project.image}
      html={project.text}
      gallery={project.gallery}
      goods={project.goods}
      goodsTitle={LABEL_GOODS_IN_PROJECT}
      facts={[project.city, project.area].filter(Boolean)}
    />
  );
}
