import { useLocation } from "@remix-run/react";
import { LABEL_CATALOG, LABEL_GOODS_FORMS, LABEL_HOME } from "~/config/messages/catalog";
import { LABEL_SECTIONS } from "~/config/messages/home";
import { countWithWord } from "~/lib/plural";
import { breadcrumbJsonLd } from "~/lib/seo";
import type { Filter, Listing, Section } from "~/server/api/catalog.server";
import { Breadcrumbs } from "./Breadcrumbs";
import { CatalogFilters } from "./CatalogFilters";
import { FilterChips } from "./FilterChips";
import { JsonLd } from "./JsonLd";
import { useRootData } from "~/components/layout/root-data";
import { ListingGoods } from "./ListingGoods";
import { SortLinks } from "./SortLinks";
import { PageLink } from "~/components/ui/PageLink";

/** The goods column, which the filters bring into view after applying. */
const RESULTS_ID = "catalog-results";

type SectionViewProps = { listing: Listing; sections: Section[]; filters: Filter[] };

/** `/catalog` and `/catalog/{section}`: sections, filters, chips, sort, goods, pagination. */
export function SectionView({ listing, sections, filters }: SectionViewProps) {
  const origin = useRootData()?.siteUrl ?? "";
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const section = listing.section;
  const basePath = section ? `/catalog/${section.handle}` : "/catalog";
  const crumbs = [
    { name: LABEL_HOME, href: "/" },
    { name: LABEL_CATALOG, href: "/catalog" },
    ...(section ? [{ name: section.name, href: basePath }] : []),
  ];
  return (
    <div className="container catalog-page">
      <Breadcrumbs items={crumbs} />
      <JsonLd data={breadcrumbJsonLd(origin, crumbs)} />
      <header className="catalog-page__head">
        <h1>{section?.name ?? LABEL_CATALOG}</h1>
        <span className="catalog-page__count">{countWithWord(listing.pagination.total, LABEL_GOODS_FORMS)}</span>
      </header>
      {section?.description ? <p className="catalog-page__lead">{section.description}</p> : null}
      {sections.length > 0 ? (
        <nav className="section-links" aria-label={LABEL_SECTIONS}>
          {sections.map((s) => (
            <PageLink
              key={s.handle}
              to={`/catalog/${s.handle}`}
              className={s.handle === section?.handle ? "section-link is-current" : "section-link"}
              aria-current={s.handle === section?.handle ? "page" : undefined}
            >
              {s.name}
            </PageLink>
          ))}
        </nav>
      ) : null}
      <div className="catalog-page__body">
        <aside className="catalog-page__filters">
          <CatalogFilters filters={filters} params={params} basePath={basePath} total={listing.pagination.total} resultsId={RESULTS_ID} />
        </aside>
        <div className="catalog-page__list" id={RESULTS_ID}>
          <div className="catalog-page__toolbar">
            <SortLinks sorts={listing.sorts} current={listing.sort} params={params} />
          </div>
          <FilterChips filters={filters} params={params} />
          <ListingGoods goods={listing.goods} pagination={listing.pagination} />
        </div>
      </div>
    </div>
  );
}
