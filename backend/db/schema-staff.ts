import type { Generated } from "kysely";

/** The back office's staff, their sessions and the audit log (migration 008-staff). */

/** `exchange`: a technical account for 1C's «Обмен с сайтом» only; it cannot sign into the back office. */
export type StaffRole = "admin" | "manager" | "exchange";

export interface StaffTable {
  id: Generated<number>;
  /** Lower-cased; the sign-in name. */
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  /** Set when the account is disabled: it cannot sign in and its sessions are ended. */
  disabled_at: string | null;
  created_at: string;
  /** 1 while the password is a one-time one someone else knows: the member must change it first (migration 025). */
  password_change_required: Generated<number>;
}

export interface StaffSessionsTable {
  /** HMAC of the session token; the token itself is never stored. */
  token_hash: string;
  staff_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** Null for changes made from the command line. */
  staff_id: number | null;
  /** Kept as written, so the entry still says who after the account is renamed. */
  staff_email: string;
  at: string;
  /** What was done, e.g. `order.stage`, `staff.role`. */
  action: string;
  /** What it was done to: `order`, `request`, `staff`. */
  entity: string;
  entity_id: string;
  /** JSON of the changed fields before and after; null for a creation or a removal. */
  before: string | null;
  after: string | null;
}

/** An address a staff account signed in from with its password; a lock on the account lets it through. */
export interface StaffSignInAddressesTable {
  staff_id: number;
  ip: string;
  last_at: number;
}

export interface StaffTables {
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_sign_in_addresses: StaffSignInAddressesTable;
  audit_log: AuditLogTable;
}
