import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { SEARCH_MAX_LENGTH, SEARCH_SUGGEST_DELAY_MS, SEARCH_SUGGEST_MIN_CHARS } from "~/config/constants";
import {
  LABEL_SEARCH_SUGGESTIONS,
  LABEL_SUGGEST_COUNT,
  LABEL_SUGGEST_GOODS,
  LABEL_SUGGEST_QUERIES,
  LABEL_SUGGEST_SECTIONS,
} from "~/config/messages/catalog";
import { NO_SEARCH_SUGGESTIONS, type SearchSuggestAnswer } from "~/forms/search-suggest";
import { formatPrice } from "~/lib/price";

type Option = { id: string; url: string };

/** The options in the order arrows walk them: queries, sections, goods. */
function optionsOf(listId: string, answer: SearchSuggestAnswer): Option[] {
  return [
    ...answer.queries.map((q, i) => ({ id: `${listId}-q${i}`, url: q.url })),
    ...answer.sections.map((s, i) => ({ id: `${listId}-s${i}`, url: s.url })),
    ...answer.goods.map((g, i) => ({ id: `${listId}-g${i}`, url: g.url })),
  ];
}

/**
 * Suggestions under the header search box, loaded only when the box first gets focus (so no page carries
 * this code until a shopper starts a search). The box becomes an ARIA combobox with a list box: typing asks
 * `/search/suggest` after a pause, ↓/↑ walk the options (the box keeps focus, `aria-activedescendant` names
 * the active one), Enter opens it, Escape closes the list; Enter with no option active searches as before.
 */
export function SearchSuggestions({ inputRef, onChosen }: { inputRef: RefObject<HTMLInputElement>; onChosen: () => void }) {
  const navigate = useNavigate();
  const listId = `${inputRef.current?.id ?? "search"}-suggestions`;
  const [answer, setAnswer] = useState<SearchSuggestAnswer>(NO_SEARCH_SUGGESTIONS);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = optionsOf(listId, answer);
  const state = useRef({ options, active, open });
  state.current = { options, active, open };

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-controls", listId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | null = null;
    const ask = () => {
      const text = input.value.trim().slice(0, SEARCH_MAX_LENGTH);
      request?.abort();
      if (text.length < SEARCH_SUGGEST_MIN_CHARS) {
        setOpen(false);
        return;
      }
      request = new AbortController();
      fetch(`/search/suggest?search=${encodeURIComponent(text)}`, { signal: request.signal })
        .then((response) => (response.ok ? (response.json() as Promise<SearchSuggestAnswer>) : NO_SEARCH_SUGGESTIONS))
        .then((found) => {
          setAnswer(found);
          setActive(-1);
          setOpen(document.activeElement === input && optionsOf(listId, found).length > 0);
        })
        .catch(() => undefined);
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(ask, SEARCH_SUGGEST_DELAY_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { options: list, active: current, open: shown } = state.current;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (list.length === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === "ArrowDown" ? 1 : -1;
        const from = shown ? current : -1;
        setActive(from < 0 ? (step > 0 ? 0 : list.length - 1) : (from + step + list.length) % list.length);
      } else if (event.key === "Escape" && shown) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (event.key === "Enter" && shown && list[current]) {
        event.preventDefault();
        choose(list[current].url);
      }
    };
    const onBlur = () => setTimeout(() => document.activeElement !== input && setOpen(false), 150);
    input.addEventListener("input", onInput);
    input.addEventListener("keydown", onKeyDown);
    input.addEventListener("blur", onBlur);
    if (input.value.trim()) ask();
    return () => {
      clearTimeout(timer);
      request?.abort();
      input.removeEventListener("input", onInput);
      input.removeEventListener("keydown", onKeyDown);
      input.removeEventListener("blur", onBlur);
    };
    // `choose` only reads refs and stable callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inputRef, listId]);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.setAttribute("aria-expanded", String(open));
    const current = open ? options[active] : undefined;
    if (current) input.setAttribute("aria-activedescendant", current.id);
    else input.removeAttribute("aria-activedescendant");
  }, [inputRef, open, active, options]);

  function choose(url: string) {
    setOpen(false);
    setActive(-1);
    onChosen();
    navigate(url);
  }

  const optionProps = (option: Option | undefined) => ({
    id: option?.id,
    role: "option" as const,
    "aria-selected": option !== undefined && options[active]?.id === option.id,
    className: `suggest__option${option && options[active]?.id === option.id ? " is-active" : ""}`,
    onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
    onClick: () => option && choose(option.url),
  });
  let index = 0;
  const next = () => options[index++];
  const group = (key: string, title: string, items: ReactNode[]) =>
    items.length > 0 ? (
      <li role="presentation" key={key}>
        <ul role="group" aria-labelledby={`${listId}-${key}`} className="suggest__group">
          <li role="presentation" id={`${listId}-${key}`} className="suggest__title">
            {title}
          </li>
          {items}
        </ul>
      </li>
    ) : null;

  return (
    <>
      <ul id={listId} role="listbox" aria-label={LABEL_SEARCH_SUGGESTIONS} className="suggest" hidden={!open}>
        {group(
          "queries",
          LABEL_SUGGEST_QUERIES,
          answer.queries.map((q) => (
            <li key={q.url} {...optionProps(next())}>
              {q.text}
            </li>
          )),
        )}
        {group(
          "sections",
          LABEL_SUGGEST_SECTIONS,
          answer.sections.map((s) => (
            <li key={s.url} {...optionProps(next())}>
              {s.name}
            </li>
          )),
        )}
        {group(
          "goods",
          LABEL_SUGGEST_GOODS,
          answer.goods.map((g) => (
            <li key={g.url} {...optionProps(next())}>
              <img src={g.image.src} alt="" width={40} height={40} className="suggest__image" />
              <span className="suggest__name">{g.name}</span>
              <span className="suggest__price">{formatPrice(g.price)}</span>
            </li>
          )),
        )}
      </ul>
      <span role="status" className="visually-hidden">
        {open ? LABEL_SUGGEST_COUNT(options.length) : ""}
      </span>
    </>
  );
}
