import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { searchTerms } from "./terms";

export type DocType = "good" | "idea" | "news" | "portfolio" | "page";

/** Text fields of one document with their weights (a title counts more than body text). */
export interface IndexedDoc {
  type: DocType;
  id: number;
  fields: { text: string; weight: number }[];
}

const TAGS = /<[^>]+>/g;

/** The stemmed terms of a document, each once with its highest weight. */
export function docTerms(doc: IndexedDoc): Map<string, number> {
  const terms = new Map<string, number>();
  for (const field of doc.fields) {
    for (const term of searchTerms(field.text.replace(TAGS, " "))) {
      terms.set(term, Math.max(terms.get(term) ?? 0, field.weight));
    }
  }
  return terms;
}

/** Writes the terms of `docs` into search_terms (in chunks, inside the caller's transaction if any). */
export async function indexDocs(db: Kysely<Database>, docs: IndexedDoc[]): Promise<void> {
  let rows: { term: string; doc_type: string; doc_id: number; weight: number }[] = [];
  const flush = async () => {
    if (rows.length) await db.insertInto("search_terms").values(rows).execute();
    rows = [];
  };
  for (const doc of docs) {
    for (const [term, weight] of docTerms(doc)) {
      rows.push({ term, doc_type: doc.type, doc_id: doc.id, weight });
      if (rows.length >= 500) await flush();
    }
  }
  await flush();
}
