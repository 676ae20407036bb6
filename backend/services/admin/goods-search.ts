import type { ExpressionBuilder } from "kysely";
import type { Database } from "../../db/schema";

/** The most words of a back-office goods search that count; more only narrow what few ones find already. */
const MAX_WORDS = 8;

/**
 * The words of a typed search, without wildcards typed by hand (the two databases escape them differently).
 * Empty for a blank search.
 */
export function searchWords(q: string): string[] {
  return q
    .replace(/[\\%_]/g, "")
    .split(/\s+/)
    .filter((word) => word !== "")
    .slice(0, MAX_WORDS);
}

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/**
 * Whether a good's name or article holds `word`, whatever its case. SQLite folds the case of Latin letters only,
 * so a Cyrillic word is also tried as typed, in lower case and capitalised (how names are written); PostgreSQL's
 * `lower` folds Cyrillic too.
 */
export function goodHasWord(eb: ExpressionBuilder<Database, "goods">, word: string) {
  const lower = word.toLowerCase();
  const forms = [...new Set([word, lower, capitalised(lower)])].map((form) => `%${form}%`);
  return eb.or([
    ...forms.map((like) => eb("goods.name", "like", like)),
    eb(eb.fn("lower", ["goods.name"]), "like", `%${lower}%`),
    eb("goods.sku", "like", `%${word}%`),
  ]);
}
