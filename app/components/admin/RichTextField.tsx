import { useRef } from "react";
import { Link } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { HiddenField } from "~/components/forms/HiddenField";
import { TextArea } from "~/components/forms/TextArea";
import {
  ADMIN_EDITOR_AS_HTML,
  ADMIN_EDITOR_AS_MARKUP,
  ADMIN_EDITOR_BUTTONS,
  ADMIN_EDITOR_HTML_ONLY,
  ADMIN_EDITOR_LINK_PROMPT,
  ADMIN_EDITOR_MARKUP_HINT,
  ADMIN_EDITOR_TOOLBAR,
} from "~/config/messages/admin-content";
import { MARKUP_LINK } from "~/lib/light-markup";

type Wrap = { before: string; after: string; lines?: boolean };
type Format = "markup" | "html";

/** What each button puts around the selection, in each format; a `lines` wrap marks every selected line. */
const WRAPS: Record<Format, Record<string, Wrap>> = {
  markup: {
    bold: { before: "**", after: "**" },
    italic: { before: "*", after: "*" },
    h2: { before: "## ", after: "", lines: true },
    h3: { before: "### ", after: "", lines: true },
    ul: { before: "- ", after: "", lines: true },
    ol: { before: "1. ", after: "", lines: true },
    quote: { before: "> ", after: "", lines: true },
  },
  html: {
    bold: { before: "<strong>", after: "</strong>" },
    italic: { before: "<em>", after: "</em>" },
    h2: { before: "<h2>", after: "</h2>" },
    h3: { before: "<h3>", after: "</h3>" },
    ul: { before: "<li>", after: "</li>", lines: true },
    ol: { before: "<li>", after: "</li>", lines: true },
    quote: { before: "<blockquote>", after: "</blockquote>" },
  },
};
const LIST_TAGS: Record<string, string> = { ul: "ul", ol: "ol" };
const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** The selection with the button's marks: around it, or on each of its lines (list items numbered in order). */
function wrapped(format: Format, button: string, selected: string): string {
  const wrap = WRAPS[format][button];
  if (!wrap.lines) return `${wrap.before}${selected}${wrap.after}`;
  const lines = selected.split(/\r?\n/).filter((line) => line.trim());
  const marked = (lines.length ? lines : [""]).map((line, i) => {
    const before = format === "markup" && button === "ol" ? `${i + 1}. ` : wrap.before;
    return `${before}${line.trim()}${wrap.after}`;
  });
  if (format === "html") return LIST_TAGS[button] ? `<${LIST_TAGS[button]}>${marked.join("")}</${LIST_TAGS[button]}>` : marked.join("");
  return marked.join("\n");
}

/**
 * A description or a page's text. It opens in the light markup (`app/lib/light-markup.ts`, the hint shows it)
 * that the server turns into sanitised HTML, so without JavaScript that textarea is the whole editor; a text the
 * markup cannot say opens as HTML, and a link switches either way. With JavaScript a toolbar puts the marks
 * around the selection, so nobody has to remember them. `<name>_format` and `<name>_opened` go with the form:
 * a text saved unchanged stays as it was, byte for byte.
 */
export function RichTextField({
  name,
  label,
  htmlHint,
  format,
  canMarkup,
}: {
  name: string;
  label: string;
  htmlHint: string;
  format: Format;
  canMarkup: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const enhanced = useHydrated();

  function apply(button: string) {
    const area = box.current?.querySelector("textarea");
    if (!area) return;
    const { selectionStart: start, selectionEnd: end, value } = area;
    const selected = value.slice(start, end);
    let inserted: string;
    if (button === "link") {
      const href = window.prompt(ADMIN_EDITOR_LINK_PROMPT, "/")?.trim();
      if (!href || !MARKUP_LINK.test(href)) return;
      inserted = format === "markup" ? `[${selected || href}](${href})` : `<a href="${escapeAttribute(href)}">${selected || href}</a>`;
    } else inserted = wrapped(format, button, selected);
    area.focus();
    area.setRangeText(inserted, start, end, "end");
    area.dispatchEvent(new Event("input", { bubbles: true }));
  }

  return (
    <div ref={box} className="admin__rich-text admin__form-wide">
      <HiddenField name={`${name}_format`} />
      <HiddenField name={`${name}_opened`} />
      {enhanced ? (
        <div role="toolbar" aria-label={ADMIN_EDITOR_TOOLBAR} className="admin__toolbar">
          {Object.entries(ADMIN_EDITOR_BUTTONS).map(([button, title]) => (
            <button key={button} type="button" className="admin__toolbar-button" onClick={() => apply(button)}>
              {title}
            </button>
          ))}
        </div>
      ) : null}
      <TextArea
        name={name}
        label={label}
        hint={format === "markup" ? ADMIN_EDITOR_MARKUP_HINT : canMarkup ? htmlHint : `${ADMIN_EDITOR_HTML_ONLY} ${htmlHint}`}
        rows={16}
        textareaProps={{ spellCheck: true }}
      />
      {format === "markup" ? (
        <Link to={`?html=${name}`} className="admin__rich-text-switch" preventScrollReset>
          {ADMIN_EDITOR_AS_HTML}
        </Link>
      ) : canMarkup ? (
        <Link to="?" className="admin__rich-text-switch" preventScrollReset>
          {ADMIN_EDITOR_AS_MARKUP}
        </Link>
      ) : null}
    </div>
  );
}
