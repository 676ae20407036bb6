import { z } from "zod";
import { ADMIN_PRICE_INVALID, ADMIN_PRICE_TOO_LARGE } from "~/config/messages/admin-catalog";
import { MSG_REQUIRED } from "~/config/messages/common";
import { formatPrice, parsePriceInput } from "~/lib/price";

// Sums typed in roubles, in the back office's forms only: kept apart from `fields.ts`, which every storefront
// form loads, so that the back office's messages do not load with them.

/**
 * A sum typed in roubles («12 990», «28,50», «28.50») as kopecks, at most `maxKopecks`. `message` refuses
 * what is no such sum (three decimals, a sign, letters); an empty optional one is undefined.
 */
const roublesText = (maxKopecks: number, message: string) =>
  z.string().transform((text, ctx) => {
    const kopecks = parsePriceInput(text);
    if (kopecks === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    else if (kopecks > maxKopecks) ctx.addIssue({ code: z.ZodIssueCode.custom, message: ADMIN_PRICE_TOO_LARGE(formatPrice(maxKopecks)) });
    return kopecks ?? 0;
  });

export const roubles = (maxKopecks: number) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.string().min(1, MSG_REQUIRED).pipe(roublesText(maxKopecks, ADMIN_PRICE_INVALID)));

export const optionalRoubles = (maxKopecks: number, message = ADMIN_PRICE_INVALID) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim() : v) || undefined, roublesText(maxKopecks, message).optional());
