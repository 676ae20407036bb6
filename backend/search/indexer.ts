import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { spelledTerms } from "./terms";

export type DocType = "good" | "idea" | "news" | "portfolio" | "page";

/** Text fields of one document with their weights (a title counts more than body text). */
export interface IndexedDoc {
  type: DocType;
  id: number;
  fields: { text: string; weight: number }[];
}

const TAGS = /<[^>]+>/g;

/**
 * The stemmed terms of a document, each once with its highest weight and the word it first came from in the
 * weightiest field (what a shopper is shown for the term: «кресло» for «кресл»).
 */
export function docTerms(doc: IndexedDoc): Map<string, { weight: number; word: string }> {
  const terms = new Map<string, { weight: number; word: string }>();
  for (const field of doc.fields) {
    for (const { term, word } of spelledTerms(field.text.replace(TAGS, " "))) {
      const known = terms.get(term);
      if (!known || field.weight > known.weight) terms.set(term, { weight: field.weight, word });
    }
  }
  return terms;
}

/** Writes the terms of `docs` into search_terms (in chunks, inside the caller's transaction if any). */
export async function indexDocs(db: Kysely<Database>, docs: IndexedDoc[]): Promise<void> {
  let rows: { term: string; word: string; doc_type: string; doc_id: number; weight: number }[] = [];
  const flush = async () => {
    if (rows.length) await db.insertInto("search_terms").values(rows).execute();
    rows = [];
  };
  for (const doc of docs) {
    for (const [term, { weight, word }] of docTerms(doc)) {
      rows.push({ term, word, doc_type: doc.type, doc_id: doc.id, weight });
      if (rows.length >= 500) await flush();
    }
  }
  await flush();
}
