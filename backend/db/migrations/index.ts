import type { Migration } from "kysely";
import * as m001 from "./001-catalog";
import * as m002 from "./002-commerce";

/** Every migration, in order. Names sort in the order they must run. */
export const migrations: Record<string, Migration> = {
  "001-catalog": m001,
  "002-commerce": m002,
};
