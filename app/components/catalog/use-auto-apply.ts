import { useLocation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { FILTER_CHECK_APPLY_MS, FILTER_RANGE_APPLY_MS } from "~/config/constants";
import { filledParams } from "~/lib/filled-params";

/** The filled fields of a form as a query (files, which a filter form has none of, are left out). */
function formQuery(form: HTMLFormElement): URLSearchParams {
  const entries: [string, string][] = [];
  for (const [name, value] of new FormData(form)) if (typeof value === "string") entries.push([name, value]);
  return filledParams(entries);
}

/** Scrolls the goods into view when their top is above the screen (under the fixed header counts as above). */
function revealResults(resultsId: string, always: boolean) {
  const results = document.getElementById(resultsId);
  if (!results) return;
  const margin = parseFloat(getComputedStyle(results).scrollMarginTop) || 0;
  if (always || results.getBoundingClientRect().top < margin) results.scrollIntoView({ block: "start" });
}

/**
 * Filters that apply as the shopper changes them (with JS): a ticked box after FILTER_CHECK_APPLY_MS, a typed
 * number once typing has paused FILTER_RANGE_APPLY_MS, only the filled fields in the URL and the history entry
 * replaced (Back leaves the section instead of stepping through every tick). When the new goods arrive and
 * the list's top is above the screen, the list is brought back into view. The submit button applies at once,
 * folds the panel (on a phone it is above the goods) and shows the goods.
 */
export function useAutoApply(action: string, resultsId: string) {
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const location = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const applied = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!applied.current) return;
    applied.current = false;
    revealResults(resultsId, false);
  }, [location.search, resultsId]);

  function apply() {
    clearTimeout(timer.current);
    const form = formRef.current;
    if (!form || !form.checkValidity()) return;
    const query = formQuery(form);
    const current = new URLSearchParams(location.search);
    if (location.pathname === action && query.toString() === current.toString()) return;
    applied.current = true;
    submit(query, { method: "get", action, replace: true, preventScrollReset: true });
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const field = event.target as HTMLInputElement;
    clearTimeout(timer.current);
    timer.current = setTimeout(apply, field.type === "number" ? FILTER_RANGE_APPLY_MS : FILTER_CHECK_APPLY_MS);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply();
    applied.current = false;
    formRef.current?.querySelector("details")?.removeAttribute("open");
    revealResults(resultsId, true);
  }

  return { formRef, onChange, onSubmit };
}
