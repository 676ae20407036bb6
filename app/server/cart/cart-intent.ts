import { CART_LINE_MAX_COUNT as MAX_LINE_COUNT } from "~/config/constants";

/** One change a cart form asks for (add, change, remove, clear), read from the posted form and checked. */
export type CartIntent =
  | { intent: "add"; id: number; amount: number }
  /** Sets each listed line's count exactly; 0 drops the line (the "Пересчитать" form sends every line). */
  | { intent: "change"; changes: { id: number; count: number }[] }
  | { intent: "remove"; id: number; amount: number }
  | { intent: "clear" };

/** Most lines one "Пересчитать" post may carry; the cookie holds far fewer. */
const MAX_CHANGES = 200;

function parseWhole(value: FormDataEntryValue | null, min: number): number | null {
  if (typeof value !== "string" || !/^\d{1,4}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= min && n <= MAX_LINE_COUNT ? n : null;
}

function parseId(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 ? id : null;
}

/**
 * The cart intent of a posted form, or null for an unknown intent or a bad id or count (the action answers
 * 400: the browser never sends those, so nothing is guessed). `amount` defaults to 1.
 */
export function parseCartIntent(form: FormData): CartIntent | null {
  const intent = form.get("intent");
  if (intent === "clear") return { intent };
  if (intent === "add" || intent === "remove") {
    const id = parseId(form.get("id"));
    const amount = form.has("amount") ? parseWhole(form.get("amount"), 1) : 1;
    return id === null || amount === null ? null : { intent, id, amount };
  }
  if (intent === "change") {
    const ids = form.getAll("id");
    const counts = form.getAll("count");
    if (ids.length === 0 || ids.length !== counts.length || ids.length > MAX_CHANGES) return null;
    const changes: { id: number; count: number }[] = [];
    for (const [index, rawId] of ids.entries()) {
      const id = parseId(rawId);
      const count = parseWhole(counts[index] ?? null, 0);
      if (id === null || count === null) return null;
      changes.push({ id, count });
    }
    return { intent, changes };
  }
  return null;
}
