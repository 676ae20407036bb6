import type { z } from "zod";

/**
 * A cart or favourites form as posted, read by its intent's schema: what to do (`intent`), to which good (`id`),
 * how many (`amount`), and the form's own `more` fields; null when it is not one of ours.
 */
export function parsePostedIntent<S extends z.ZodTypeAny>(schema: S, form: FormData, more: Record<string, unknown> = {}): z.output<S> | null {
  const parsed = schema.safeParse({ intent: form.get("intent"), id: form.get("id") ?? undefined, amount: form.get("amount") ?? undefined, ...more });
  return parsed.success ? (parsed.data as z.output<S>) : null;
}
