/**
 * The shop's own snippets from common `scripts` (analytics counters, verification metas) arrive as HTML. The
 * CSP only runs scripts that carry the page's nonce, so we split the HTML into its `<script>` tags (re-rendered
 * as elements with the nonce), its `<meta>` tags (for the head) and the remaining markup (e.g. a counter's
 * `<noscript>` pixel). Pure; the HTML is trusted shop configuration, not user input.
 */

export type ScriptTag = { attrs: Record<string, string | boolean>; code: string };
export type MetaTag = Record<string, string>;
export type SplitSnippets = { scripts: ScriptTag[]; metas: MetaTag[]; markup: string };

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const META = /<meta\b([^>]*?)\/?>/gi;
const ATTR = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** Script attributes we pass on, by their React prop name; `nonce` and event handlers are never copied. */
const SCRIPT_ATTRS: Record<string, string> = {
  src: "src",
  type: "type",
  async: "async",
  defer: "defer",
  id: "id",
  crossorigin: "crossOrigin",
  charset: "charSet",
  referrerpolicy: "referrerPolicy",
  integrity: "integrity",
};
const BOOLEAN_ATTRS = new Set(["async", "defer"]);
const META_ATTRS: Record<string, string> = { name: "name", content: "content", property: "property", "http-equiv": "httpEquiv" };

function parseAttrs(source: string): Array<[string, string | undefined]> {
  return Array.from(source.matchAll(ATTR), (m) => [m[1].toLowerCase(), m[2] ?? m[3] ?? m[4]]);
}

/** Splits a snippet into script tags, meta tags and the markup left over. */
export function splitSnippets(html: string): SplitSnippets {
  const scripts: ScriptTag[] = [];
  const metas: MetaTag[] = [];
  let markup = html.replace(SCRIPT, (_all, attrSource: string, code: string) => {
    const attrs: Record<string, string | boolean> = {};
    for (const [name, value] of parseAttrs(attrSource)) {
      const prop = SCRIPT_ATTRS[name];
      if (prop) attrs[prop] = BOOLEAN_ATTRS.has(name) ? true : (value ?? "");
    }
    scripts.push({ attrs, code: code.trim() });
    return "";
  });
  markup = markup.replace(META, (_all, attrSource: string) => {
    const meta: MetaTag = {};
    for (const [name, value] of parseAttrs(attrSource)) {
      const prop = META_ATTRS[name];
      if (prop && value !== undefined) meta[prop] = value;
    }
    if (Object.keys(meta).length > 0) metas.push(meta);
    return "";
  });
  return { scripts, metas, markup: markup.trim() };
}
