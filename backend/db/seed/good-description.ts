import { PURPOSES, type SectionSpec } from "./catalog-data";

/** The facts of one demo good its description is made of. */
export type GoodFacts = {
  /** «Диван «Сиена»». */
  name: string;
  kind: SectionSpec["kind"];
  /** What sets it apart, in the instrumental case: «скруглёнными формами». */
  feature: string;
  color: string;
  material: string;
  size: { width: number; depth: number; height: number };
};

/**
 * «с» or «со» before a word: «со» where «с» would run into a cluster beginning with с, з, ш or ж («со
 * скруглёнными», «со съёмными», «со строгими») and before «мн-» («со многими»); «с» everywhere else.
 */
export function withPreposition(phrase: string): string {
  const word = phrase.toLowerCase();
  const heavy = /^[сзшж][^аеёиоуыэюя]/.test(word) || /^мн/.test(word);
  return `${heavy ? "со" : "с"} ${phrase}`;
}

/** The description of one demo good, said from its own facts: what it is, what it is like, its colour, material and size. */
export function goodDescription({ name, kind, feature, color, material, size }: GoodFacts): string {
  return [
    `<p>${name} ${withPreposition(feature)} — ${PURPOSES[kind]}.</p>`,
    `<p>Цвет: ${color.toLowerCase()}. Материал: ${material.toLowerCase()}. `,
    `Размеры: ${size.width}×${size.depth}×${size.height} см.</p>`,
    `<ul><li>Гарантия 18 месяцев</li><li>Доставка и сборка по всей России</li><li>Можно заказать по индивидуальным размерам</li></ul>`,
  ].join("");
}
