import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance";
import { planQuery } from "./query-plan";
import { parseSynonyms } from "./synonyms";
import { buildVocabulary, termOf } from "./vocabulary";

/** A small shop's index: each word with its commonest spelling. */
const WORDS = [
  "диван",
  "диваны",
  "кресло",
  "кресла",
  "стол",
  "стул",
  "оливковый",
  "изумрудный",
  "серый",
  "гардероб",
  "кровать",
  "светильник",
  "двуспальная",
];
const vocabulary = buildVocabulary(WORDS.map((word) => ({ term: termOf(word)!, word, documents: 1 })));
const synonyms = parseSynonyms("зелёный: оливковый, изумрудный\nмягкая мебель: диван, кресло\nшкаф, гардероб");
const terms = (text: string) => planQuery(vocabulary, synonyms, text)?.slots.map((slot) => slot.terms);
const stem = (word: string) => termOf(word)!;

describe("typos", () => {
  it("forgives one edit in a word of 4 to 7 letters: a letter missed, added, replaced or two swapped", () => {
    for (const typed of ["дван", "дивн", "дива", "диавн", "дивпн", "дииван"]) expect(terms(typed), typed).toEqual([[stem("диван")]]);
    expect(terms("крсло")).toEqual([[stem("кресло")]]);
  });

  it("forgives nothing in a word under 4 letters, and not two edits under 8", () => {
    expect(terms("стл")).toEqual([[stem("стл")]]);
    expect(terms("двн")).toEqual([[stem("двн")]]);
    expect(terms("дфвн")).toEqual([[stem("дфвн")]]);
  });

  it("forgives two edits from 8 letters, not three", () => {
    expect(terms("свтильнк")).toEqual([[stem("светильник")]]);
    expect(terms("свтлльнк")).toEqual([[stem("свтлльнк")]]);
  });

  it("leaves a known word alone even when another is one letter away", () => {
    expect(terms("стул")).toEqual([[stem("стул")]]);
    expect(terms("стол")).toEqual([[stem("стол")]]);
  });

  it("says how it read a corrected query", () => {
    expect(planQuery(vocabulary, synonyms, "дван")).toMatchObject({ words: ["диван"], corrected: true });
    expect(planQuery(vocabulary, synonyms, "диван")).toMatchObject({ words: ["диван"], corrected: false });
  });

  it("counts swapped neighbours as one edit", () => {
    expect(editDistance("диавн", "диван", 2)).toBe(1);
    expect(editDistance("стол", "кресло", 2)).toBe(3);
  });
});

describe("keyboard layout", () => {
  it("reads a word typed with the English layout on as the Russian word", () => {
    expect(terms("lbdfy")).toEqual([[stem("диван")]]);
    expect(terms("rhtckj")).toEqual([[stem("кресло")]]);
    expect(planQuery(vocabulary, synonyms, "lbdfy")?.words).toEqual(["диван"]);
  });

  it("forgives a typo on the wrong layout too", () => {
    expect(terms("lbdy")).toEqual([[stem("диван")]]);
  });
});

describe("synonyms", () => {
  it("widens a word to what it also means, one way", () => {
    expect(terms("зелёный диван")).toEqual([[stem("зеленый"), stem("оливковый"), stem("изумрудный")], [stem("диван")]]);
    expect(terms("оливковый")).toEqual([[stem("оливковый")]]);
  });

  it("reads a phrase as one part of the query", () => {
    const plan = planQuery(vocabulary, synonyms, "мягкая мебель");
    expect(plan?.slots).toEqual([{ terms: [stem("диван"), stem("кресло")], phrases: [[stem("мягкая"), stem("мебель")]] }]);
  });

  it("makes a group without a colon the same thing both ways", () => {
    expect(terms("шкаф")).toEqual([[stem("шкаф"), stem("гардероб")]]);
    expect(terms("гардеробы")).toEqual([[stem("гардероб"), stem("шкаф")]]);
  });
});

describe("ё and е", () => {
  it("are one letter in queries and in synonyms", () => {
    expect(terms("зеленый")).toEqual(terms("зелёный"));
    expect(terms("ЗЕЛЁНЫЙ")).toEqual(terms("зелёный"));
  });
});
