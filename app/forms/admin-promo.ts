import { z } from "zod";
import { formValidator } from "./form-validator";
import { flag, wholeNumber } from "./admin-catalog";
import { optionalText, requiredText } from "./fields";
import { optionalRoubles } from "./roubles";
import { ADMIN_PROMO_FIELDS } from "~/config/messages/promo";

const INVALID = "Проверьте значение";
/** Ids typed as «12, 15 40»: whole numbers, anything else is refused next to the field. */
const idList = optionalText(2000)
  .refine((v) => /^[\d\s,]*$/.test(v), INVALID)
  .transform((v) =>
    v
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number),
  );
const day = optionalText(10).refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v), INVALID);

/** A promo code as the back office types it: the size in percent or in roubles (kept in kopecks), sums in roubles. */
export const adminPromoSchema = z
  .object({
    code: requiredText(40).refine((v) => /^[A-Za-zА-Яа-яЁё0-9_-]{3,40}$/.test(v), INVALID),
    kind: z.enum(["percent", "fixed"], { errorMap: () => ({ message: ADMIN_PROMO_FIELDS.kind }) }),
    value: requiredText(20).refine((v) => /^\d+([.,]\d{1,2})?$/.test(v) && Number(v.replace(",", ".")) > 0, INVALID),
    min_total: optionalRoubles(10_000_000_000),
    section_ids: idList,
    good_ids: idList,
    starts_on: day,
    ends_on: day,
    max_uses: wholeNumber(10_000_000),
    max_uses_per_shopper: wholeNumber(10_000),
    active: flag,
  })
  .refine((p) => p.kind !== "percent" || (Number.isInteger(Number(p.value)) && Number(p.value) <= 100), { message: INVALID, path: ["value"] })
  .refine((p) => !p.starts_on || !p.ends_on || p.starts_on <= p.ends_on, { message: INVALID, path: ["ends_on"] });
export const adminPromoValidator = formValidator(adminPromoSchema);
export type AdminPromo = z.output<typeof adminPromoSchema>;

/** The size as the backend keeps it: percent, or kopecks of the roubles typed. */
export const promoValueOf = (kind: "percent" | "fixed", value: string) =>
  kind === "percent" ? Number(value) : Math.round(Number(value.replace(",", ".")) * 100);
