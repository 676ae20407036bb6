import { z } from "zod";

/** A JSON list of good ids as read from a cookie: bad entries dropped, duplicates removed, order kept, capped. */
export function idListSchema(max: number) {
  return z.array(z.unknown()).transform((items) => {
    const ids: number[] = [];
    for (const item of items) {
      const id = typeof item === "string" && /^\d{1,9}$/.test(item) ? Number(item) : item;
      if (typeof id === "number" && Number.isInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
      if (ids.length >= max) break;
    }
    return ids;
  });
}
