import { z } from "zod";
import { RECORD_ID_MAX } from "~/config/constants";
import { formValidator } from "./form-validator";
import { ADMIN_STAFF_NAME_REQUIRED } from "~/config/messages/admin-staff";
import { email } from "./fields";

const role = z.enum(["admin", "manager"]);
const id = z.coerce.number().int().positive().max(RECORD_ID_MAX);

/** A new staff member (admins only); the backend answers a one-time password. */
export const adminStaffAddSchema = z.object({ email, name: z.string().trim().min(1, ADMIN_STAFF_NAME_REQUIRED).max(100), role });
export const adminStaffAddValidator = formValidator(adminStaffAddSchema);
export type AdminStaffAdd = z.infer<typeof adminStaffAddSchema>;

/** One staff member's row: a role change, enabling or disabling, ending sessions, a new password (by `intent`). */
export const adminStaffChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("role"), id, role }),
  z.object({ intent: z.literal("disable"), id }),
  z.object({ intent: z.literal("enable"), id }),
  z.object({ intent: z.literal("revoke"), id }),
  z.object({ intent: z.literal("reset"), id }),
]);
export const adminStaffChangeValidator = formValidator(adminStaffChangeSchema);
