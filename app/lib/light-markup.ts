/**
 * The back office's light markup for descriptions and texts (docs/decisions/0056-logo-favicon-and-light-markup.md):
 *
 *   a blank line       ends a paragraph; a single line break stays a line break
 *   ## Heading         a heading of level 2 (### — level 3)
 *   - item / * item    a bulleted list; 1. item — a numbered one
 *   > text             a quotation
 *   **bold**, *italic* (or _italic_), [text](/catalog or https://…, mailto:, tel:)
 *   \*                 the character itself (any of \ * _ [ ] # - > and a digit's dot)
 *
 * Its HTML uses only tags of the rich-text allow-list, escapes every character of the text and links only to
 * this site's paths or http(s), mailto and tel addresses, so it is safe before the sanitiser sees it.
 */

/** Where a link may lead: a path of this site, an http(s) address, an e-mail or a phone; nothing else (`javascript:`). */
export const MARKUP_LINK = /^(?:\/(?!\/)|https?:\/\/|mailto:|tel:)[^\s"'<>()]*$/i;
/** Characters a backslash makes literal. */
const ESCAPABLE = "\\*_[]#->.()`+";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeHtml(text).replace(/"/g, "&quot;");

/** Where the unescaped `marker` closing a span opened just before `from` is, or -1. */
function closing(text: string, marker: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (marker === "*" && text.startsWith("**", i)) i++;
    else if (text.startsWith(marker, i)) return i;
  }
  return -1;
}

/** One line's inline markup as HTML. */
function inline(text: string): string {
  let html = "";
  for (let i = 0; i < text.length;) {
    const char = text[i];
    if (char === "\\" && i + 1 < text.length && ESCAPABLE.includes(text[i + 1])) {
      html += escapeHtml(text[i + 1]);
      i += 2;
      continue;
    }
    const marker = text.startsWith("**", i) ? "**" : char === "*" || char === "_" ? char : null;
    if (marker) {
      const end = closing(text, marker, i + marker.length);
      if (end > i + marker.length && text[i + marker.length] !== " ") {
        const tag = marker === "**" ? "strong" : "em";
        html += `<${tag}>${inline(text.slice(i + marker.length, end))}</${tag}>`;
        i = end + marker.length;
        continue;
      }
    }
    if (char === "[") {
      const link = /^\[((?:\\.|[^\]\\])+)\]\(([^()\s]+)\)/.exec(text.slice(i));
      if (link && MARKUP_LINK.test(link[2])) {
        html += `<a href="${escapeAttribute(link[2])}">${inline(link[1])}</a>`;
        i += link[0].length;
        continue;
      }
    }
    html += escapeHtml(char);
    i++;
  }
  return html;
}

type Block = { kind: "p" | "ul" | "ol" | "blockquote"; lines: string[] } | { kind: "h2" | "h3"; lines: [string] };

/** The line's block kind and its text without the block's mark. */
function lineKind(line: string): { kind: Block["kind"]; text: string } {
  const heading = /^(#{2,3})\s+(.*)$/.exec(line);
  if (heading) return { kind: heading[1] === "##" ? "h2" : "h3", text: heading[2] };
  const bullet = /^[-*+]\s+(.*)$/.exec(line);
  if (bullet) return { kind: "ul", text: bullet[1] };
  const numbered = /^\d{1,9}[.)]\s+(.*)$/.exec(line);
  if (numbered) return { kind: "ol", text: numbered[1] };
  const quote = /^>\s?(.*)$/.exec(line);
  if (quote) return { kind: "blockquote", text: quote[1] };
  return { kind: "p", text: line };
}

/** The light markup as HTML: blocks one after another, with no whitespace between them. */
export function markupToHtml(markup: string): string {
  const blocks: Block[] = [];
  let open: Block | null = null;
  for (const raw of markup.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (line === "") {
      open = null;
      continue;
    }
    const { kind, text } = lineKind(line);
    if (kind === "h2" || kind === "h3") {
      blocks.push({ kind, lines: [text] });
      open = null;
    } else if (open && open.kind === kind) open.lines.push(text);
    else {
      open = { kind, lines: [text] };
      blocks.push(open);
    }
  }
  return blocks
    .map((block) => {
      const lines = block.lines.map((line) => inline(line.trim()));
      if (block.kind === "ul" || block.kind === "ol") return `<${block.kind}>${lines.map((line) => `<li>${line}</li>`).join("")}</${block.kind}>`;
      if (block.kind === "blockquote") return `<blockquote><p>${lines.join("<br />")}</p></blockquote>`;
      return `<${block.kind}>${lines.join("<br />")}</${block.kind}>`;
    })
    .join("");
}

/** Text as the markup writes it: every mark character escaped, and a line that would start a block kept a line. */
export function escapeMarkup(text: string): string {
  return text
    .replace(/[\\*_[\]`]/g, "\\$&")
    .replace(/^(\s*)([#>+-]|\d{1,9}(?=[.)]))/gm, (_all, space: string, mark: string) =>
      /^\d/.test(mark) ? `${space}${mark}\\` : `${space}\\${mark}`,
    );
}
