import { Form, useNavigation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { LABEL_APPLY, LABEL_FILTERS, LABEL_FROM, LABEL_GOODS_FORMS, LABEL_RESET, LABEL_SHOW_FOUND, LABEL_TO } from "~/config/messages/catalog";
import { countWithWord } from "~/lib/plural";
import type { Filter } from "~/server/api/catalog.server";
import { useAutoApply } from "./use-auto-apply";
import { PageLink } from "~/components/ui/PageLink";

type CatalogFiltersProps = { filters: Filter[]; params: URLSearchParams; basePath: string; total: number; resultsId: string };

/**
 * Filters as a GET form: every selection is in the URL, so it is shareable and works without JS (the loader
 * drops the empty fields the form sends). With JS each change applies itself (`useAutoApply`), and the button
 * shows how many goods the choice finds and brings them into view. The sort survives a new filter.
 */
export function CatalogFilters({ filters, params, basePath, total, resultsId }: CatalogFiltersProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const { formRef, onChange, onSubmit } = useAutoApply(basePath, resultsId);
  if (filters.length === 0) return null;
  const sort = params.get("sort");
  const loading = navigation.state === "loading" && navigation.location.pathname === basePath;
  return (
    <Form
      ref={formRef}
      method="get"
      action={basePath}
      className="filters"
      aria-label={LABEL_FILTERS}
      preventScrollReset
      onChange={onChange}
      onSubmit={onSubmit}
    >
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
            <button type="submit" className="button" aria-busy={loading}>
              {hydrated ? `${LABEL_SHOW_FOUND} ${countWithWord(total, LABEL_GOODS_FORMS)}` : LABEL_APPLY}
            </button>
            <PageLink to={basePath} className="button button--outline">
              {LABEL_RESET}
            </PageLink>
          </div>
        </div>
      </details>
    </Form>
  );
}
