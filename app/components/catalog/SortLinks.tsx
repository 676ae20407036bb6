import { LABEL_SORT } from "~/config/messages/catalog";
import { RANGE_FROM_PARAM } from "~/lib/page-param";
import { PageLink } from "~/components/ui/PageLink";

/** Sort options as links that keep the filters and go back to page 1. */
export function SortLinks({ sorts, current, params }: { sorts: { value: string; title: string }[]; current: string; params: URLSearchParams }) {
  return (
    <nav className="sort" aria-label={LABEL_SORT}>
      <span className="sort__label">{LABEL_SORT}:</span>
      {sorts.map((sort) => {
        const next = new URLSearchParams(params);
        next.delete("page");
        next.delete(RANGE_FROM_PARAM);
        if (sort.value === "popular") next.delete("sort");
        else next.set("sort", sort.value);
        const q = next.toString();
        return sort.value === current ? (
          <span key={sort.value} className="sort__option is-current" aria-current="true">
            {sort.title}
          </span>
        ) : (
          <PageLink key={sort.value} to={q ? `?${q}` : "?"} className="sort__option" keepScroll>
            {sort.title}
          </PageLink>
        );
      })}
    </nav>
  );
}
