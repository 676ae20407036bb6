import { Link } from "@remix-run/react";
import {
  ADMIN_ANY,
  ADMIN_DATE_FROM,
  ADMIN_DATE_TO,
  ADMIN_FILTER,
  ADMIN_FILTER_RESET,
  ADMIN_FOUND,
  ADMIN_NOTHING_FOUND,
  ADMIN_SEARCH,
} from "~/config/messages/admin-common";

/** A list filter's choice: «Любой» (no filter) and then the values with their Russian labels. */
export function FilterSelect({ label, name, value, options }: { label: string; name: string; value?: string; options: Record<string, string> }) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ""}>
        <option value="">{ADMIN_ANY}</option>
        {Object.entries(options).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** «Поиск»: the list's text search (`q`), with a hint naming what it searches. */
export function SearchFilter({ value, hint }: { value?: string; hint: string }) {
  return (
    <label>
      {ADMIN_SEARCH}
      <input type="search" name="q" defaultValue={value ?? ""} placeholder={hint} />
    </label>
  );
}

/** How many rows the filter found, announced to screen readers as it changes. */
export function FoundCount({ total }: { total: number }) {
  return <p role="status">{total > 0 ? ADMIN_FOUND(total) : ADMIN_NOTHING_FOUND}</p>;
}

/** «С» and «по»: a list filtered by the day it was created, both days included. */
export function DateRangeFilter({ from, to }: { from?: string; to?: string }) {
  return (
    <>
      <label>
        {ADMIN_DATE_FROM}
        <input type="date" name="from" defaultValue={from ?? ""} />
      </label>
      <label>
        {ADMIN_DATE_TO}
        <input type="date" name="to" defaultValue={to ?? ""} />
      </label>
    </>
  );
}

/** The filter form's «Показать» and the link back to the unfiltered list. */
export function FilterActions({ resetTo }: { resetTo: string }) {
  return (
    <div className="admin__filter-actions">
      <button type="submit" className="admin__button">
        {ADMIN_FILTER}
      </button>
      <Link to={resetTo}>{ADMIN_FILTER_RESET}</Link>
    </div>
  );
}
