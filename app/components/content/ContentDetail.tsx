import type { ReactNode } from "react";
import { Breadcrumbs } from "~/components/catalog/Breadcrumbs";
import { GoodsGrid } from "~/components/catalog/GoodsGrid";
import { JsonLd } from "~/components/catalog/JsonLd";
import { useRootData } from "~/components/layout/root-data";
import { LABEL_HOME } from "~/config/messages/catalog";
import type { GoodCard, Image } from "~/server/api/schemas.server";
import { formatDate } from "~/lib/dates";
import { articleJsonLd, SITE_NAME_FALLBACK } from "~/lib/seo";

type ContentDetailProps = {
  list: { name: string; href: string };
  /** The page's own path and its schema.org type (news items are NewsArticle, the rest Article). */
  href: string;
  articleType: "Article" | "NewsArticle";
  title: string;
  description: string;
  date?: string;
  image: Image | null;
  html: string;
  gallery?: Image[];
  goods?: GoodCard[];
  goodsTitle?: string;
  facts?: string[];
  children?: ReactNode;
};

/** An idea, news item or portfolio project: picture, sanitised text, gallery, linked goods. */
export function ContentDetail({
  list,
  href,
  articleType,
  title,
  description,
  date,
  image,
  html,
  gallery = [],
  goods = [],
  goodsTitle,
  facts = [],
  children,
}: ContentDetailProps) {
  const root = useRootData();
  const publisher = root?.common?.global.site_name || SITE_NAME_FALLBACK;
  return (
    <article className="container content-detail">
      <Breadcrumbs items={[{ name: LABEL_HOME, href: "/" }, list, { name: title, href: "#" }]} />
      <JsonLd data={articleJsonLd(root?.siteUrl ?? "", { type: articleType, title, description, url: href, date, image: image?.src, publisher })} />
      <h1>{title}</h1>
      {date ? <time dateTime={date}>{formatDate(date)}</time> : null}
      {facts.length ? (
        <p className="content-detail__facts">
          {facts.map((f) => (
            <span key={f}>{f}</span>
          ))}
        </p>
      ) : null}
      {image ? (
        <img
          className="content-detail__image"
          src={image.src}
          width={image.width}
          height={image.height}
          alt={image.alt}
          {...{ fetchpriority: "high" }}
        />
      ) : null}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />
      {children}
      {gallery.length ? (
        <ul className="content-detail__gallery">
          {gallery.map((g) => (
            <li key={g.src}>
              <img src={g.src} width={g.width} height={g.height} alt={g.alt} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      {goods.length ? (
        <section className="goods-block">
          <h2>{goodsTitle}</h2>
          <GoodsGrid goods={goods} />
        </section>
      ) : null}
    </article>
  );
}
