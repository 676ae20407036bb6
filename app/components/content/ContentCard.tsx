import { Link } from "@remix-run/react";
import { formatDate } from "~/lib/dates";
import type { Image } from "~/server/api/schemas.server";

type ContentCardProps = { href: string; title: string; preview: string; image: Image | null; date?: string; note?: string };

/** A card of an idea, a news item or a portfolio project. */
export function ContentCard({ href, title, preview, image, date, note }: ContentCardProps) {
  return (
    <Link to={href} className="content-card" prefetch="intent">
      {image ? <img src={image.src} width={image.width} height={image.height} alt="" loading="lazy" /> : null}
      {date ? <time dateTime={date}>{formatDate(date)}</time> : null}
      <h3>{title}</h3>
      {note ? <p>{note}</p> : null}
      <p>{preview}</p>
    </Link>
  );
}
