import { z } from "zod";
import { ADMIN_SHIPMENT_COUNT_INVALID } from "~/config/messages/admin-shipments";
import { recordVersion } from "./fields";
import { formValidator } from "./form-validator";

/** The name of a good line's field: `ship_<order line id>`, the pieces shipped now (empty: none). */
export const shipCountField = (lineId: number) => `ship_${lineId}`;
const SHIP_FIELD = /^ship_(\d{1,9})$/;
const PIECES = /^\d{1,5}$/;

/** The pieces typed, by order line id (empty fields ship none). */
export function shipCounts(form: Record<string, unknown>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const [name, value] of Object.entries(form)) {
    const line = SHIP_FIELD.exec(name)?.[1];
    if (line && typeof value === "string" && PIECES.test(value.trim())) counts[Number(line)] = Number(value.trim());
  }
  return counts;
}

/** «Отгрузить часть» (`intent=ship-part`): pieces per good line, the carrier's number. */
export const adminOrderShipmentSchema = z
  .object({
    tracking_number: z.string().trim().max(100).optional().default(""),
    version: recordVersion,
  })
  .passthrough()
  .superRefine((form, ctx) => {
    for (const [name, value] of Object.entries(form))
      if (SHIP_FIELD.test(name) && !(typeof value === "string" && (value.trim() === "" || PIECES.test(value.trim()))))
        ctx.addIssue({ code: "custom", path: [name], message: ADMIN_SHIPMENT_COUNT_INVALID });
  });
export const adminOrderShipmentValidator = formValidator(adminOrderShipmentSchema);
