import { z } from "zod";
import type { AdminStaffAdd } from "~/forms/admin-staff";
import { callApi, getPageData, outcome } from "../api/client.server";
import { accepted, paginationSchema, writeAdmin, type Call } from "./client.server";

/*
 * Exports (stable): staff and their sessions (`/admin/login`, `/admin/staff…`, `/admin/password`, `/admin/audit`).
 *   staffSignIn, staffSignOut, staffOf, listStaff, listAudit, addStaff, changeStaff, revokeStaffSessions,
 *   resetStaffPassword, changeOwnPassword; auditEntry (an order's history reads it too); the types Staff, StaffRole, AuditEntry
 */

const role = z.enum(["admin", "manager", "exchange"]);
export type StaffRole = z.infer<typeof role>;
const staffSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role,
  disabled: z.boolean(),
  created_at: z.string(),
  password_change_required: z.boolean(),
});
export type Staff = z.infer<typeof staffSchema>;

export const auditEntry = z.object({
  id: z.number(),
  staff_email: z.string(),
  at: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** Signs in: the session token and who it is, or the refusal (wrong password, too many tries, outage). */
export async function staffSignIn(form: { email: string; password: string }, clientIp: string) {
  const signedIn = await outcome(
    await callApi("/admin/login", { method: "POST", json: form, clientIp }),
    z.object({ token: z.string(), staff: staffSchema }),
  );
  return signedIn.ok ? { ok: true as const, ...signedIn.data } : signedIn;
}

export async function staffSignOut({ token, clientIp }: Call): Promise<void> {
  await callApi("/admin/logout", { method: "POST", token, clientIp });
}

/** The staff member of a token, null for a dead one; `unavailable` when the backend could not say. */
export async function staffOf({ token, clientIp }: Call): Promise<{ staff: Staff | null; unavailable: boolean }> {
  const response = await callApi("/admin/me", { token, clientIp });
  if (response.status === 401) return { staff: null, unavailable: false };
  const known = await outcome(response, z.object({ staff: staffSchema }));
  return known.ok ? { staff: known.data.staff, unavailable: false } : { staff: null, unavailable: true };
}

export const listStaff = (call: Call) => getPageData("/admin/staff", z.object({ staff: z.array(staffSchema) }), call);
export const listAudit = (call: Call, query: URLSearchParams) =>
  getPageData("/admin/audit", z.object({ entries: z.array(auditEntry), pagination: paginationSchema }), { ...call, query });

/** A new staff member: the one-time password to hand over (the backend keeps only its hash). */
export const addStaff = (call: Call, member: AdminStaffAdd) =>
  writeAdmin(call, "/admin/staff", member, z.object({ password: z.string() }), "private");

/** A staff member's role or access changed (`disabled`: "1" or "0"). */
export const changeStaff = (call: Call, change: { id: number; role: StaffRole } | { id: number; disabled: "1" | "0" }) =>
  writeAdmin(call, "/admin/staff/update", change, accepted, "private");

/** Every session of a staff member ended. */
export const revokeStaffSessions = (call: Call, id: number) => writeAdmin(call, "/admin/staff/revoke", { id }, accepted, "private");

/** A new one-time password for a staff member: to hand over. */
export const resetStaffPassword = (call: Call, id: number) =>
  writeAdmin(call, "/admin/staff/reset", { id }, z.object({ password: z.string() }), "private");

/** The signed-in staff member's own new password (the current one proves it is them). */
export const changeOwnPassword = (call: Call, change: { current: string; password: string }) =>
  writeAdmin(call, "/admin/password", change, accepted, "private");
