import { useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { LABEL_NOTHING_FOUND, LABEL_SHOW_MORE } from "~/config/messages/catalog";
import { nextPageRange, withPageRange } from "~/lib/page-param";
import type { GoodCard, Pagination as PaginationData } from "~/server/api/schemas.server";
import { GoodsGrid } from "./GoodsGrid";
import { Pagination } from "./Pagination";
import { PageLink } from "~/components/ui/PageLink";

/**
 * The goods of a listing with «Показать ещё». Without JS it is a plain link to the next page. With JS it widens
 * the list to the next page in place (`?from=F&page=N+1`, the loader answers pages F…N+1 as one list), so the
 * URL says what is shown and a refresh or Back shows the same goods. Numbered pagination stays for both.
 */
export function ListingGoods({ goods, pagination }: { goods: GoodCard[]; pagination: PaginationData }) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  if (goods.length === 0) return <p className="listing__empty">{LABEL_NOTHING_FOUND}</p>;
  const wider = nextPageRange(new URLSearchParams(location.search));
  const nextPageHref = `${location.pathname}${withPageRange(location.search, { from: wider.to, to: wider.to })}`;
  const widerSearch = withPageRange(location.search, wider);
  const loadingMore = navigation.location?.pathname === location.pathname && navigation.location.search === widerSearch;

  return (
    <>
      <GoodsGrid goods={goods} eagerCount={4} />
      {pagination.page < pagination.pages ? (
        <div className="listing__more">
          <PageLink
            to={nextPageHref}
            className="button button--outline"
            keepScroll
            onClick={(event) => {
              event.preventDefault();
              // The same page, grown: the history entry is replaced, the scroll position kept.
              if (!loadingMore) navigate(`${location.pathname}${widerSearch}`, { replace: true, preventScrollReset: true });
            }}
            aria-busy={loadingMore}
          >
            {LABEL_SHOW_MORE}
          </PageLink>
        </div>
      ) : null}
      <Pagination page={pagination.page} pages={pagination.pages} search={location.search} />
    </>
  );
}
