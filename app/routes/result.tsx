import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { GoodsGrid } from "~/components/catalog/GoodsGrid";
import { Pagination } from "~/components/catalog/Pagination";
import { SEARCH_MAX_LENGTH } from "~/config/constants";
import {
  LABEL_CATALOG,
  LABEL_CONTENT_RESULTS,
  LABEL_GOODS_FORMS,
  LABEL_SEARCH_DID_YOU_MEAN,
  LABEL_SEARCH_EMPTY_PROMPT,
  LABEL_SEARCH_FOR,
  LABEL_SEARCH_NOTHING,
  LABEL_SEARCH_READ_AS,
  LABEL_SEARCH_REFINE,
  LABEL_SEARCH_RESULTS,
} from "~/config/messages/catalog";
import { LABEL_SEARCH_PLACEHOLDER } from "~/config/messages/common";
import { pageParam } from "~/lib/page-param";
import { countWithWord } from "~/lib/plural";
import { pageTitle } from "~/lib/seo";
import { search } from "~/server/api/content.server";
import { PageLink } from "~/components/ui/PageLink";

/** `/result?search=`: the text is cut to 100 characters; empty text asks nothing of the backend. */
export async function loader({ request }: LoaderFunctionArgs) {
  const text = (new URL(request.url).searchParams.get("search") ?? "").slice(0, SEARCH_MAX_LENGTH).trim();
  if (!text) return { text, result: null };
  return { text, result: await search(text, pageParam(request)) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.text ? LABEL_SEARCH_FOR(data.text) : LABEL_SEARCH_RESULTS) },
  { name: "robots", content: "noindex, follow" },
];

export default function SearchPage() {
  const { text, result } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <div className="container search-page">
      <h1>{LABEL_SEARCH_RESULTS}</h1>
      <Form method="get" action="/result" className="search-page__form" role="search" aria-label={LABEL_SEARCH_REFINE}>
        <input
          type="search"
          name="search"
          defaultValue={text}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={LABEL_SEARCH_PLACEHOLDER}
          aria-label={LABEL_SEARCH_PLACEHOLDER}
        />
        <button type="submit" className="button">
          {LABEL_SEARCH_PLACEHOLDER}
        </button>
      </Form>
      {!result ? <p>{LABEL_SEARCH_EMPTY_PROMPT}</p> : null}
      {result ? (
        <p className="search-page__summary" data-testid="search-summary">
          {LABEL_SEARCH_FOR(result.search)}: {countWithWord(result.goods_total, LABEL_GOODS_FORMS)}
        </p>
      ) : null}
      {result?.read_as ? <p className="search-page__read-as">{LABEL_SEARCH_READ_AS(result.read_as)}</p> : null}
      {result && result.goods_total === 0 && result.content_total === 0 ? (
        <>
          {result.did_you_mean ? (
            <p className="search-page__did-you-mean">
              {LABEL_SEARCH_DID_YOU_MEAN}{" "}
              <PageLink to={`/result?search=${encodeURIComponent(result.did_you_mean)}`}>«{result.did_you_mean}»</PageLink>?
            </p>
          ) : null}
          <p>
            {LABEL_SEARCH_NOTHING} <PageLink to="/catalog">{LABEL_CATALOG}</PageLink>
          </p>
        </>
      ) : null}
      {result && result.goods.length > 0 ? (
        <section className="search-page__group">
          <GoodsGrid goods={result.goods} eagerCount={4} headingLevel={2} />
          <Pagination page={result.pagination.page} pages={result.pagination.pages} search={location.search} />
        </section>
      ) : null}
      {result && result.content.length > 0 ? (
        <section className="search-page__group">
          <h2>{LABEL_CONTENT_RESULTS}</h2>
          <ul className="search-page__content">
            {result.content.map((item) => (
              <li key={item.url}>
                <PageLink to={item.url}>{item.title}</PageLink>
                <p>{item.preview}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
