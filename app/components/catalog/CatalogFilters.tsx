import { Form, Link } from "@remix-run/react";
import { LABEL_APPLY, LABEL_FILTERS, LABEL_FROM, LABEL_RESET, LABEL_TO } from "~/config/messages";
import type { Filter } from "~/server/api/catalog.server";

/**
 * Filters as a GET form: every selection is in the URL, so it is shareable and works without JS.
 * With JS, Remix's <Form> swaps the list without a full reload. The sort survives a new filter.
 */
export function CatalogFilters({ filters, params, basePath }: { filters: Filter[]; params: URLSearchParams; basePath: string }) {
  if (filters.length === 0) return null;
  const sort = params.get("sort");
  return (
    <Form method="get" action={basePath} className="filters" aria-label={LABEL_FILTERS} preventScrollReset>
      {/* On a phone the filters fold under their title, so the goods are in the first screen; from 1025 px the
          panel is always open (catalog.css), without JavaScript too. The chips show what is selected. */}
      <details className="filters__panel">
        <summary className="filters__title">
          <h2>{LABEL_FILTERS}</h2>
        </summary>
        <div className="filters__body">
          {sort ? <input type="hidden" name="sort" value={sort} /> : null}
          {filters.map((filter) => {
            if (filter.type === "range") {
              return (
                <fieldset key={filter.code} className="filters__group">
                  <legend>{filter.title}</legend>
                  <div className="filters__range">
                    <label>
                      <span>{LABEL_FROM}</span>
                      <input
                        type="number"
                        name={`${filter.code}_from`}
                        inputMode="numeric"
                        min={0}
                        placeholder={String(filter.min)}
                        defaultValue={params.get(`${filter.code}_from`) ?? ""}
                      />
                    </label>
                    <label>
                      <span>{LABEL_TO}</span>
                      <input
                        type="number"
                        name={`${filter.code}_to`}
                        inputMode="numeric"
                        min={0}
                        placeholder={String(filter.max)}
                        defaultValue={params.get(`${filter.code}_to`) ?? ""}
                      />
                    </label>
                  </div>
                </fieldset>
              );
            }
            if (filter.type === "checkbox") {
              const selected = new Set(params.getAll(filter.code));
              return (
                <fieldset key={filter.code} className="filters__group">
                  <legend>{filter.title}</legend>
                  {filter.values.map((value) => (
                    <label key={value.value} className="filters__check">
                      <input type="checkbox" name={filter.code} value={value.value} defaultChecked={selected.has(value.value)} />
                      <span>{value.title}</span>
                      <span className="filters__count">{value.count}</span>
                    </label>
                  ))}
                </fieldset>
              );
            }
            return (
              <label key={filter.code} className="filters__check filters__flag">
                <input type="checkbox" name={filter.code} value="1" defaultChecked={params.get(filter.code) === "1"} />
                <span>{filter.title}</span>
                <span className="filters__count">{filter.count}</span>
              </label>
            );
          })}
          <div className="filters__actions">
            <button type="submit" className="button">
              {LABEL_APPLY}
            </button>
            <Link to={basePath} className="button button--outline">
              {LABEL_RESET}
            </Link>
          </div>
        </div>
      </details>
    </Form>
  );
}
