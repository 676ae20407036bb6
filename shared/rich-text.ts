import sanitize from "sanitize-html";

/**
 * The one allow-list of the shop's rich text (pages, news, ideas, portfolio, the cookie notice and the consent
 * text), run by both halves (so it imports neither app/ nor backend/): formatting, headings, lists, quotes,
 * links, images and tables stay; scripts, event handlers, styles, frames and any link scheme other than
 * http(s), mailto and tel go. The back office applies it when it saves a
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
    // A link that opens another window (any target, named ones too) must not hand the opener over; no link
    // asks for it.
    a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
  },
};

function linkAttributes(attribs: sanitize.Attributes): sanitize.Attributes {
  if (attribs.target !== undefined) return { ...attribs, rel: "noopener noreferrer" };
  const rel = (attribs.rel ?? "")
    .split(/\s+/)
    .filter((token) => token !== "" && token.toLowerCase() !== "opener")
    .join(" ");
  const { rel: _rel, ...rest } = attribs;
  return rel ? { ...rest, rel } : rest;
}

/** The text with everything outside the allow-list removed (a removed tag's text stays, a script's does not). */
export function sanitizeRichText(html: string): string {
  return sanitize(html, options);
}
