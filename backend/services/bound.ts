import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** A function without its first parameter (the database it is bound to). */
export type OmitFirst<F> = F extends (first: never, ...rest: infer R) => infer T ? (...rest: R) => T : never;

/** Functions over the database, each with its first parameter. */
type OverDb = Record<string, (db: Kysely<Database>, ...rest: never[]) => unknown>;

/** The same functions bound to one database: what a handler calls as `ctx.services.<area>.<name>(…)`. */
export type BoundToDb<T extends OverDb> = { [K in keyof T]: OmitFirst<T[K]> };

export function bindDb<T extends OverDb>(db: Kysely<Database>, functions: T): BoundToDb<T> {
  const bound = Object.entries(functions).map(([name, fn]) => [name, (...rest: never[]) => fn(db, ...rest)]);
  return Object.fromEntries(bound) as BoundToDb<T>;
}
