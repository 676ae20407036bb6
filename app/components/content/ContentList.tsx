import { useLocation } from "@remix-run/react";
import { Breadcrumbs } from "~/components/catalog/Breadcrumbs";
import { Pagination } from "~/components/catalog/Pagination";
import { LABEL_HOME } from "~/config/messages/catalog";
import type { Pagination as PaginationData } from "~/server/api/schemas.server";
import { ContentCard } from "./ContentCard";

type Item = {
  handle: string;
  title: string;
  preview: string;
  image: { src: string; width: number; height: number; alt: string } | null;
  date?: string;
  note?: string;
};

/** A list page of ideas, news or portfolio, with pagination links. */
export function ContentList({ title, base, items, pagination }: { title: string; base: string; items: Item[]; pagination: PaginationData }) {
  const location = useLocation();
  return (
    <div className="container content-list">
      <Breadcrumbs
        items={[
          { name: LABEL_HOME, href: "/" },
          { name: title, href: base },
        ]}
      />
      <h1>{title}</h1>
      <ul className="content-grid">
        {items.map((item) => (
          <li key={item.handle}>
            <ContentCard
              href={`${base}/${item.handle}`}
              title={item.title}
              preview={item.preview}
              image={item.image}
              date={item.date}
              note={item.note}
              headingLevel={2}
            />
          </li>
        ))}
      </ul>
      <Pagination page={pagination.page} pages={pagination.pages} search={location.search} />
    </div>
  );
}
