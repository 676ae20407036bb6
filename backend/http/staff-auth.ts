import type { StaffMember } from "../services/admin/staff";
import type { Actor } from "../services/admin/audit";
import type { StaffRole } from "../db/schema-staff";
import { bearerToken } from "./auth";
import { MSG_STAFF_FORBIDDEN } from "./backoffice-messages";
import type { Context } from "./context";
import { DomainError } from "../services/errors";
import { domainFailure } from "./domain-errors";
import { HttpError } from "./respond";

/**
 * The staff member of the request's bearer token (a staff session; a shopper's token is not one) and the
 * token, even one who must still change a one-time password; else `401 {}`.
 */
export async function requireStaffSession(ctx: Context): Promise<{ staff: StaffMember; token: string }> {
  const token = bearerToken(ctx.request);
  const staff = token ? await ctx.services.backoffice.staff.staffOfToken(token) : null;
  if (!staff || !token) throw new HttpError(401, "");
  return { staff, token };
}

/**
 * The staff member of the request's bearer token, or the end of the request: `401 {}` without a live session,
 * 403 while their password is a one-time one (someone else knows it), 403 when `role` is required and theirs
 * is another.
 */
export async function requireStaff(ctx: Context, role?: StaffRole): Promise<StaffMember> {
  const { staff } = await requireStaffSession(ctx);
  if (staff.password_change_required) throw domainFailure(new DomainError("staff_password_change_required"));
  if (role && staff.role !== role) throw new HttpError(403, MSG_STAFF_FORBIDDEN);
  return staff;
}

/** Who the audit log names for a change. */
export const actorOf = (staff: StaffMember): Actor => ({ id: staff.id, email: staff.email });
