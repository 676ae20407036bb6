import { Link } from "@remix-run/react";
import type { Image } from "~/server/api/schemas.server";

type ContentCardProps = { href: string; title: string; preview: string; image: Image | null; date?: string; note?: string };

const dateFormat = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** A card of an idea, a news item or a portfolio project. */
export function ContentCard({ href, title, preview, image, date, note }: ContentCardProps) {
  return (
    <Link to={href} className="content-card" prefetch="intent">
      {image ? <img src={image.src} width={image.width} height={image.height} alt="" loading="lazy" /> : null}
      {date ? <time dateTime={date}>{dateFormat.format(new Date(`${date}T00:00:00Z`))}</time> : null}
      <h3>{title}</h3>
      {note ? <p>{note}</p> : null}
      <p>{preview}</p>
    </Link>
  );
}

export function formatDate(date: string): string {
  return date ? dateFormat.format(new Date(`${date}T00:00:00Z`)) : "";
}
