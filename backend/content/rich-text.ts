import sanitize from "sanitize-html";

/**
 * The one allow-list of the shop's rich text (pages, news, ideas, portfolio, the cookie notice and the consent
 * text): formatting, headings, lists, quotes, links, images and tables stay; scripts, event handlers, styles,
 * frames and any link scheme other than http(s), mailto and tel go. The back office applies it when it saves a
 * text and the storefront again when it renders one, so a text stored before this rule, or written straight
 * into the database, is still safe.
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

/** The text with everything outside the allow-list removed (a removed tag's text stays, a script's does not). */
export function sanitizeRichText(html: string): string {
  return sanitize(html, options);
}
