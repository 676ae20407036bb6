import { formatDate } from "~/lib/dates";
import type { Image } from "~/server/api/schemas.server";
import { PageLink } from "~/components/ui/PageLink";

type ContentCardProps = {
  href: string;
  title: string;
  preview: string;
  image: Image | null;
  date?: string;
  note?: string;
  /** The card's title is one level under the heading the list sits under: h2 right under the page's h1. */
  headingLevel?: 2 | 3;
};

/** A card of an idea, a news item or a portfolio project. */
export function ContentCard({ href, title, preview, image, date, note, headingLevel = 3 }: ContentCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <PageLink to={href} className="content-card">
      {image ? <img src={image.src} width={image.width} height={image.height} alt="" loading="lazy" /> : null}
      {date ? <time dateTime={date}>{formatDate(date)}</time> : null}
      <Heading className="content-card__title">{title}</Heading>
      {note ? <p>{note}</p> : null}
      <p>{preview}</p>
    </PageLink>
  );
}
