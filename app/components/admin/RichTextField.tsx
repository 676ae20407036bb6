import { useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { TextArea } from "~/components/forms/TextArea";
import { ADMIN_EDITOR_BUTTONS, ADMIN_EDITOR_LINK_PROMPT, ADMIN_EDITOR_TOOLBAR } from "~/config/messages";

type Wrap = { before: string; after: string; lines?: boolean };

/** What each button puts around the selection; list buttons make one item of each selected line. */
const WRAPS: Record<string, Wrap> = {
  bold: { before: "<strong>", after: "</strong>" },
  italic: { before: "<em>", after: "</em>" },
  h2: { before: "<h2>", after: "</h2>" },
  h3: { before: "<h3>", after: "</h3>" },
  ul: { before: "<ul>", after: "</ul>", lines: true },
  ol: { before: "<ol>", after: "</ol>", lines: true },
  quote: { before: "<blockquote>", after: "</blockquote>" },
};

const LINK = /^(?:\/(?!\/)|https?:\/\/|mailto:|tel:)[^\s"'<>]*$/i;
const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The body of a page as HTML in a textarea: without JavaScript that is the whole editor (the hint lists the
 * allowed tags, the server strips the rest on save). With JavaScript a small toolbar wraps the selection in the
 * tags of the allow-list, so nobody has to type them.
 */
export function RichTextField({ name, label, hint }: { name: string; label: string; hint: string }) {
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
      if (!href || !LINK.test(href)) return;
      inserted = `<a href="${escapeAttribute(href)}">${selected || href}</a>`;
    } else {
      const wrap = WRAPS[button];
      const inner = wrap.lines
        ? selected
            .split(/\r?\n/)
            .filter((line) => line.trim())
            .map((line) => `<li>${line.trim()}</li>`)
            .join("") || "<li></li>"
        : selected;
      inserted = `${wrap.before}${inner}${wrap.after}`;
    }
    area.focus();
    area.setRangeText(inserted, start, end, "end");
    area.dispatchEvent(new Event("input", { bubbles: true }));
  }

  return (
    <div ref={box} className="admin__rich-text admin__form-wide">
      {enhanced ? (
        <div role="toolbar" aria-label={ADMIN_EDITOR_TOOLBAR} className="admin__toolbar">
          {Object.entries(ADMIN_EDITOR_BUTTONS).map(([button, title]) => (
            <button key={button} type="button" className="admin__toolbar-button" onClick={() => apply(button)}>
              {title}
            </button>
          ))}
        </div>
      ) : null}
      <TextArea name={name} label={label} hint={hint} rows={16} textareaProps={{ spellCheck: true }} />
    </div>
  );
}
