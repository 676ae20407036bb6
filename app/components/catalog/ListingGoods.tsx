import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { closeModalHref } from "~/lib/modal-url";
import { LABEL_NOTHING_FOUND, LABEL_SHOW_MORE } from "~/config/messages";
import type { GoodCard, Pagination as PaginationData } from "~/server/api/schemas.server";
import { GoodsGrid } from "./GoodsGrid";
import { Pagination } from "./Pagination";

type PageData = { listing: { goods: GoodCard[]; pagination: PaginationData } };

/**
 * The goods of a listing with "Показать ещё": with JS the next page is fetched and appended; the same control
 * is a plain link to `?page=N+1` without JS. Numbered pagination stays for both.
 */
export function ListingGoods({ goods, pagination }: { goods: GoodCard[]; pagination: PaginationData }) {
  const location = useLocation();
  // The listing the appended pages belong to: another filter, sort or page starts over, while a modal opened
  // over the list (URL state too) keeps what the shopper has scrolled through.
  const listing = `${closeModalHref(location)}#${pagination.page}`;
  // A fetcher of its own per listing, so a page fetched for the previous filters is never appended to new ones.
  const fetcher = useFetcher<PageData>({ key: `listing-more:${listing}` });
  const [extra, setExtra] = useState<{ listing: string; goods: GoodCard[]; page: number }>({ listing, goods: [], page: pagination.page });
  if (extra.listing !== listing) setExtra({ listing, goods: [], page: pagination.page });
  useEffect(() => {
    const next = fetcher.data?.listing;
    if (next && next.pagination.page === extra.page + 1) setExtra((e) => ({ ...e, goods: [...e.goods, ...next.goods], page: next.pagination.page }));
  }, [fetcher.data, extra.page]);

  if (goods.length === 0) return <p className="listing__empty">{LABEL_NOTHING_FOUND}</p>;
  const nextParams = new URLSearchParams(location.search);
  nextParams.set("page", String(extra.page + 1));
  const nextHref = `${location.pathname}?${nextParams}`;
  const hasMore = extra.page < pagination.pages;

  return (
    <>
      <GoodsGrid goods={[...goods, ...extra.goods]} eagerCount={4} />
      {hasMore ? (
        <div className="listing__more">
          <Link
            to={nextHref}
            className="button button--outline"
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              if (fetcher.state === "idle") fetcher.load(nextHref);
            }}
            aria-busy={fetcher.state !== "idle"}
          >
            {LABEL_SHOW_MORE}
          </Link>
        </div>
      ) : null}
      <Pagination page={pagination.page} pages={pagination.pages} search={location.search} />
    </>
  );
}
