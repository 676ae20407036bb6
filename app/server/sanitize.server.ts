import sanitize from "sanitize-html";

/**
 * Rich text from the backend (pages, news, ideas, the consent text) is sanitised before rendering
 * on the server: formatting, links, images and tables stay; scripts, handlers, styles and frames go.
 */
const options: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, "img", "figure", "figcaption", "picture", "source"],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    source: ["srcset", "type", "media"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    // Links that open a new tab must not hand the opener over.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

/** Safe HTML for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}
