import { markupToHtml } from "~/lib/light-markup";
import { htmlToMarkup } from "../html-to-markup.server";
import { sanitizeHtml } from "../sanitize.server";

export type TextFormat = "markup" | "html";

/**
 * A rich text field as its page opens it (`?html=<field>` asks for HTML): the light markup, or HTML when asked
 * for or when the markup cannot say it (`canMarkup` false).
 */
export type RichTextView = { value: string; format: TextFormat; opened: string; canMarkup: boolean };

export function richTextView(html: string, request: Request, field: string): RichTextView {
  const markup = htmlToMarkup(html);
  const asHtml = markup === null || new URL(request.url).searchParams.get("html") === field;
  return { value: asHtml ? html : markup, format: asHtml ? "html" : "markup", opened: html, canMarkup: markup !== null };
}

/** A browser sends a textarea's line breaks as CRLF and the schema trims: compare texts as typed. */
const asTyped = (text: string) => text.replace(/\r\n?/g, "\n").trim();

/**
 * The HTML a rich text field saves: the text as the page opened it when nothing was changed (byte for byte),
 * else the light markup converted, or the HTML typed in the «HTML» view, sanitised either way.
 */
export function richTextToSave(field: { value: string; format: TextFormat; opened: string }): string {
  const unchanged = field.format === "html" ? asTyped(field.value) === asTyped(field.opened) : htmlToMarkup(field.opened) === asTyped(field.value);
  if (unchanged) return field.opened;
  return sanitizeHtml(field.format === "html" ? field.value : markupToHtml(field.value));
}
