import { useEffect, useRef, useState } from "react";
import { ADDRESS_SUGGEST_DELAY_MS, ADDRESS_SUGGEST_MIN_CHARS } from "~/config/constants";

type SuggestionsSource<T> = {
  /** The storefront's suggestion route (`/suggest/…`), posted `query` and `count`. */
  url: string;
  /** The inputs (by name) whose typing asks for suggestions. */
  fields: readonly string[];
  /** The query sent for the typed text. */
  query: (text: string) => string;
  count: number;
  /** The answer's suggestions, or null when it does not fit. */
  read: (json: unknown) => T[] | null;
  /** Called on every input of those fields with what is offered now (a choice from a datalist is an input too). */
  onInput?: (input: HTMLInputElement, offered: T[]) => void;
};

/**
 * Suggestions while the shopper types (with JavaScript): after a few characters and a short pause the
 * storefront's route is asked, a newer question cancels the older, and a failure offers nothing.
 */
export function useSuggestions<T>(source: SuggestionsSource<T>): T[] {
  const [values, setValues] = useState<T[]>([]);
  const offered = useRef<T[]>([]);
  const latest = useRef(source);
  // The listener below lives as long as the page: it reads the latest source and offer through refs.
  useEffect(() => {
    offered.current = values;
    latest.current = source;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    function onInput(event: Event) {
      const { url, fields, query, count, read, onInput: onFieldInput } = latest.current;
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !fields.includes(input.name)) return;
      onFieldInput?.(input, offered.current);
      clearTimeout(timer);
      const text = input.value.trim();
      if (text.length < ADDRESS_SUGGEST_MIN_CHARS) return;
      timer = setTimeout(() => {
        controller?.abort();
        controller = new AbortController();
        fetch(url, { method: "POST", body: new URLSearchParams({ query: query(text), count: String(count) }), signal: controller.signal })
          .then((response) => (response.ok ? response.json() : null))
          .then((json: unknown) => {
            const suggestions = read(json);
            if (suggestions) setValues(suggestions);
          })
          // Suggestions are a convenience: a failure leaves the plain field.
          .catch(() => undefined);
      }, ADDRESS_SUGGEST_DELAY_MS);
    }
    document.addEventListener("input", onInput);
    return () => {
      document.removeEventListener("input", onInput);
      clearTimeout(timer);
      controller?.abort();
    };
  }, []);

  return values;
}
