import { LABEL_FROM, LABEL_REMOVE_FILTER, LABEL_SELECTED_FILTERS, LABEL_TO } from "~/config/messages/catalog";
import { RANGE_FROM_PARAM } from "~/lib/page-param";
import type { Filter } from "~/server/api/catalog.server";
import { PageLink } from "~/components/ui/PageLink";

type Chip = { label: string; href: string };

/** Each selected filter as a removable chip: a link to the same URL without it. */
export function selectedChips(filters: Filter[], params: URLSearchParams): Chip[] {
  const without = (mutate: (p: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    next.delete("page");
    next.delete(RANGE_FROM_PARAM);
    mutate(next);
    const q = next.toString();
    return q ? `?${q}` : "?";
  };
  const chips: Chip[] = [];
  for (const filter of filters) {
    if (filter.type === "range") {
      for (const [suffix, word] of [
        ["_from", LABEL_FROM],
        ["_to", LABEL_TO],
      ] as const) {
        const value = params.get(filter.code + suffix);
        if (value) chips.push({ label: `${filter.title}: ${word} ${value}`, href: without((p) => p.delete(filter.code + suffix)) });
      }
    } else if (filter.type === "checkbox") {
      for (const value of params.getAll(filter.code)) {
        const title = filter.values.find((v) => v.value === value)?.title ?? value;
        chips.push({
          label: `${filter.title}: ${title}`,
          href: without((p) => {
            const rest = p.getAll(filter.code).filter((v) => v !== value);
            p.delete(filter.code);
            rest.forEach((v) => p.append(filter.code, v));
          }),
        });
      }
    } else if (params.get(filter.code) === "1") {
      chips.push({ label: filter.title, href: without((p) => p.delete(filter.code)) });
    }
  }
  return chips;
}

export function FilterChips({ filters, params }: { filters: Filter[]; params: URLSearchParams }) {
  const chips = selectedChips(filters, params);
  if (chips.length === 0) return null;
  return (
    <ul className="chips" aria-label={LABEL_SELECTED_FILTERS}>
      {chips.map((chip) => (
        <li key={chip.href + chip.label}>
          <PageLink to={chip.href} className="chip" aria-label={LABEL_REMOVE_FILTER(chip.label)} keepScroll>
            {chip.label} <span aria-hidden="true">×</span>
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
