import { withPageRange } from "~/lib/page-param";
import { LABEL_NEXT, LABEL_PAGINATION, LABEL_PREV } from "~/config/messages/catalog";
import { LABEL_PAGE } from "~/config/messages/goods";
import { PageLink } from "~/components/ui/PageLink";

/** The pages to show: first, last and two around the current one; gaps are null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** Pagination as links that keep the other query parameters (works without JS). */
export function Pagination({ page, pages, search }: { page: number; pages: number; search: string }) {
  if (pages <= 1) return null;
  // A numbered page is that page alone, whatever «Показать ещё» had widened the list to.
  const href = (p: number) => withPageRange(search, { from: p, to: p }) || "?";
  return (
    <nav className="pagination" aria-label={LABEL_PAGINATION}>
      {page > 1 ? (
        <PageLink to={href(page - 1)} rel="prev" className="pagination__step">
          {LABEL_PREV}
        </PageLink>
      ) : null}
      {pageWindow(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="pagination__gap">
            …
          </span>
        ) : p === page ? (
          <span key={p} className="pagination__page is-current" aria-current="page">
            {p}
          </span>
        ) : (
          <PageLink key={p} to={href(p)} className="pagination__page" aria-label={LABEL_PAGE(p)}>
            {p}
          </PageLink>
        ),
      )}
      {page < pages ? (
        <PageLink to={href(page + 1)} rel="next" className="pagination__step">
          {LABEL_NEXT}
        </PageLink>
      ) : null}
    </nav>
  );
}
