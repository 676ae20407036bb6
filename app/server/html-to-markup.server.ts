import { escapeMarkup } from "~/lib/light-markup";
import { sanitizeHtml } from "./sanitize.server";

/**
 * Stored rich text back into the light markup of `app/lib/light-markup.ts`, for the back office's text fields.
 * The HTML is sanitised first, so what is read is the allow-list's well-formed output. Anything the markup
 * cannot say — a picture, a table, a nested list, an attribute besides a link's address — makes it null, and
 * the field opens as HTML instead, so nothing is lost.
 */

type Node = { tag: string; attrs: Record<string, string>; children: Node[] } | string;

const VOID = new Set(["br", "img", "hr", "source", "wbr"]);
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", "#39": "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z0-9]+);/gi, (all, name: string) => {
    if (name[0] === "#" && name !== "#39")
      return String.fromCodePoint(name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? all;
  });

/** The tree of sanitised HTML (its tags closed, its attributes double-quoted). */
function parse(html: string): Node[] {
  const root: Node = { tag: "", attrs: {}, children: [] };
  const stack = [root];
  const token = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*\/?>|([^<]+)|</gi;
  for (let m = token.exec(html); m; m = token.exec(html)) {
    const top = stack[stack.length - 1];
    if (m[4] !== undefined || m[2] === undefined) top.children.push(decode(m[4] ?? "<"));
    else if (m[1]) {
      const at = stack.map((node) => node.tag).lastIndexOf(m[2].toLowerCase());
      if (at > 0) stack.length = at;
    } else {
      const attrs = Object.fromEntries([...m[3].matchAll(/([a-z-]+)(?:="([^"]*)")?/gi)].map((a) => [a[1].toLowerCase(), decode(a[2] ?? "")]));
      const node = { tag: m[2].toLowerCase(), attrs, children: [] };
      top.children.push(node);
      if (!VOID.has(node.tag)) stack.push(node);
    }
  }
  return root.children;
}

class Inexpressible extends Error {}

const BLOCKS = new Set(["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "blockquote", "section", "table", "figure", "pre", "hr"]);
const isBlock = (node: Node) => typeof node !== "string" && BLOCKS.has(node.tag);

/** Inline content as markup; `\n` where a `<br>` was. */
function inline(nodes: Node[]): string {
  return nodes
    .map((node) => {
      if (typeof node === "string") return escapeMarkup(node.replace(/[ \t\n\r\f]+/g, " "));
      const inner = () => inline(node.children);
      const plain = Object.keys(node.attrs).length === 0;
      if (node.tag === "br") return "\n";
      if ((node.tag === "strong" || node.tag === "b") && plain) return `**${inner()}**`;
      if ((node.tag === "em" || node.tag === "i") && plain) return `*${inner()}*`;
      if (node.tag === "a" && node.attrs.href && /^(?:\/(?!\/)|https?:\/\/|mailto:|tel:)[^\s"'<>()]*$/i.test(node.attrs.href)) {
        if (Object.keys(node.attrs).length > 1) throw new Inexpressible();
        return `[${inner()}](${node.attrs.href})`;
      }
      // A link whose address the sanitiser removed is its text.
      if (node.tag === "a" && plain) return inner();
      throw new Inexpressible();
    })
    .join("");
}

/** Lines of a block's text, each trimmed, none empty. */
const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

function blocks(nodes: Node[]): string[] {
  const out: string[] = [];
  let run: Node[] = [];
  const flush = () => {
    const text = lines(inline(run)).join("\n");
    if (text) out.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (!isBlock(node) || typeof node === "string") {
      run.push(node);
      continue;
    }
    flush();
    const plain = Object.keys(node.attrs).length === 0;
    if (!plain) throw new Inexpressible();
    const text = () => lines(inline(node.children));
    if (node.tag === "p") out.push(text().join("\n"));
    else if (node.tag === "h2" || node.tag === "h3") {
      const title = text().join(" ");
      if (title) out.push(`${node.tag === "h2" ? "##" : "###"} ${title}`);
    } else if (node.tag === "ul" || node.tag === "ol") {
      const items = node.children.filter((item) => typeof item !== "string" || item.trim() !== "");
      const listed = items.map((item, i) => {
        if (typeof item === "string" || item.tag !== "li") throw new Inexpressible();
        return `${node.tag === "ul" ? "-" : `${i + 1}.`} ${lines(inline(item.children)).join(" ")}`;
      });
      if (listed.length) out.push(listed.join("\n"));
    } else if (node.tag === "blockquote") {
      const inner = blocks(node.children).join("\n");
      if (inner)
        out.push(
          lines(inner)
            .map((line) => `> ${line}`)
            .join("\n"),
        );
    } else throw new Inexpressible();
  }
  flush();
  return out.filter(Boolean);
}

/** The markup of stored rich text, or null when it holds what the markup cannot say. */
export function htmlToMarkup(html: string): string | null {
  try {
    return blocks(parse(sanitizeHtml(html))).join("\n\n");
  } catch (error) {
    if (error instanceof Inexpressible) return null;
    throw error;
  }
}
