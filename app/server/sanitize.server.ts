/**
 * Rich text from the backend (pages, news, ideas, the consent text) is sanitised again before rendering on the
 * server, with the same allow-list the back office applies on save.
 */
export { sanitizeRichText as sanitizeHtml } from "../../shared/rich-text";
