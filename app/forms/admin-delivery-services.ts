import { z } from "zod";
import { formValidator } from "./form-validator";
import { FURNITURE_KINDS, PACKAGE_SIZES, SERVICE_CODES, SERVICE_PRICE_MAX } from "~/config/constants";
import { ADMIN_DELIVERY_FREE_FROM_INVALID } from "~/config/messages/admin-delivery";
import { MSG_ASSEMBLY_ONE_RULE, MSG_PERCENT_INVALID } from "~/config/messages/admin-delivery-settings";
import { MSG_REQUIRED } from "~/config/messages/common";
import { flag } from "./admin-catalog";
import { recordVersion, requiredText } from "./fields";
import { optionalRoubles, roubles } from "./roubles";

const vatCode = z.enum(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"], { errorMap: () => ({ message: MSG_REQUIRED }) });
const optionalPercent = z.preprocess(
  (v) => (typeof v === "string" ? v.replace(/\s|%/g, "") : v) || undefined,
  z
    .string()
    .regex(/^\d{1,3}$/, MSG_PERCENT_INVALID)
    .pipe(z.coerce.number().max(100, MSG_PERCENT_INVALID))
    .optional(),
);

const fields: Record<string, z.ZodTypeAny> = {
  removal_price: roubles(SERVICE_PRICE_MAX),
  measuring_price: roubles(SERVICE_PRICE_MAX),
  lift_free_with_freight: flag,
  version: recordVersion,
};
for (const code of SERVICE_CODES)
  Object.assign(fields, { [`${code}_title`]: requiredText(200), [`${code}_enabled`]: flag, [`${code}_vat_code`]: vatCode });
for (const size of PACKAGE_SIZES)
  Object.assign(fields, { [`stairs_${size}`]: roubles(SERVICE_PRICE_MAX), [`by_lift_${size}`]: roubles(SERVICE_PRICE_MAX) });
for (const kind of FURNITURE_KINDS) {
  Object.assign(fields, {
    [`assembly_${kind}_price`]: optionalRoubles(SERVICE_PRICE_MAX, ADMIN_DELIVERY_FREE_FROM_INVALID),
    [`assembly_${kind}_percent`]: optionalPercent,
  });
}

/**
 * The courier's services in one form (sums typed in roubles, kopecks after parsing): each service's line title,
 * whether it is offered and its VAT code, removal's and measuring's price, the lift's prices per package size,
 * and assembly per kind of furniture as a price or a percent, not both.
 */
export const adminServicePricesSchema = z.object(fields).superRefine((form, ctx) => {
  for (const kind of FURNITURE_KINDS) {
    if (form[`assembly_${kind}_price`] !== undefined && form[`assembly_${kind}_percent`] !== undefined)
      ctx.addIssue({ code: "custom", path: [`assembly_${kind}_percent`], message: MSG_ASSEMBLY_ONE_RULE });
  }
});
export const adminServicePricesValidator = formValidator(adminServicePricesSchema);
