/**
 * A tiny writer for the shop's structured pages (offer, policy, returns, …): sections with a heading, each made
 * of paragraphs and lists, rendered to the rich-text HTML the pages table stores. Text may hold inline HTML
 * (links, <strong>); it is the shop's own text.
 */
import { displayRoubles } from "../../shop/money";

export type Block = string | { list: string[] } | { steps: string[] };

export interface DocSection {
  heading: string;
  blocks: Block[];
}

function block(b: Block): string {
  if (typeof b === "string") return `<p>${b}</p>`;
  const [tag, items] = "list" in b ? ["ul", b.list] : ["ol", b.steps];
  return `<${tag}>${items.map((item) => `<li>${item}</li>`).join("")}</${tag}>`;
}

/** `intro` paragraphs, then one <section> with an <h2> per section. */
export function renderDocument(intro: Block[], sections: DocSection[] = []): string {
  return [...intro.map(block), ...sections.map((s) => `<section><h2>${s.heading}</h2>${s.blocks.map(block).join("")}</section>`)].join("");
}

/** An amount in kopecks as the shop writes it: «50 000 ₽» (a no-break space between thousands and before the sign). */
export const roubles = displayRoubles;
