import { Form, useSubmit } from "@remix-run/react";
import { useRef, useState, type ComponentType, type FormEvent, type RefObject } from "react";
import { SEARCH_MAX_LENGTH } from "~/config/constants";
import { LABEL_SEARCH_PLACEHOLDER } from "~/config/messages/common";
import { LABEL_SEARCH, LABEL_SEARCH_SUBMIT } from "~/config/messages/layout";
import { SearchIcon } from "~/components/ui/icons";

/**
 * The header search box: GET `/result?search=…`, at most 100 characters. Without JS the
 * browser refuses an empty or blank box (`required` + `pattern`); with JS the text is trimmed, cut to 100,
 * an empty one does nothing, and the box is cleared after the submit. With JS it also suggests while typing.
 */
type SuggestionsWidget = ComponentType<{ inputRef: RefObject<HTMLInputElement>; onChosen: () => void }>;

export function SearchForm({ id, className = "" }: { id: string; className?: string }) {
  const submit = useSubmit();
  const inputRef = useRef<HTMLInputElement>(null);
  // The suggestions' code is fetched on the box's first focus: pages that nobody searches from never load it.
  const [Suggestions, setSuggestions] = useState<SuggestionsWidget | null>(null);
  function loadSuggestions() {
    if (Suggestions) return;
    import("./SearchSuggestions").then((module) => setSuggestions(() => module.SearchSuggestions)).catch(() => undefined);
  }
  function clearBox() {
    if (!inputRef.current) return;
    inputRef.current.value = "";
    inputRef.current.blur();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("search") as HTMLInputElement;
    const text = input.value.trim().slice(0, SEARCH_MAX_LENGTH);
    if (!text) return;
    submit({ search: text }, { method: "get", action: "/result" });
    input.value = "";
    input.blur();
  }

  return (
    <Form method="get" action="/result" role="search" aria-label={LABEL_SEARCH} className={`search ${className}`} onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {LABEL_SEARCH}
      </label>
      <input
        ref={inputRef}
        onFocus={loadSuggestions}
        id={id}
        className="search__input"
        type="search"
        name="search"
        placeholder={LABEL_SEARCH_PLACEHOLDER}
        maxLength={SEARCH_MAX_LENGTH}
        required
        pattern=".*\S.*"
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search__submit">
        <SearchIcon size={20} />
        <span className="visually-hidden">{LABEL_SEARCH_SUBMIT}</span>
      </button>
      {Suggestions ? <Suggestions inputRef={inputRef} onChosen={clearBox} /> : null}
    </Form>
  );
}
