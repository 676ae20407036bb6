import { LABEL_BREADCRUMBS } from "~/config/messages/catalog";
import { PageLink } from "~/components/ui/PageLink";

export type Crumb = { name: string; href: string };

/** Visible breadcrumbs; the last one is the current page (JSON-LD BreadcrumbList comes from `lib/seo`). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label={LABEL_BREADCRUMBS}>
      <ol>
        {items.map((item, i) => (
          <li key={item.href}>
            {i === items.length - 1 ? <span aria-current="page">{item.name}</span> : <PageLink to={item.href}>{item.name}</PageLink>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
