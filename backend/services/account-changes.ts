import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { CodeService } from "./contracts";

/**
 * The signed-in user's account changes: e-mail, phone and password, each held with a one-time code until the
 * code confirms it, and the profile's name and birthday.
 */

export const CHANGE_KINDS = ["email_change", "phone_change", "password_change"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];
/** What a change code carries until it is confirmed. */
export type ChangePayload = { email?: string; phone?: string; passwordHash?: string };

/** A change code belongs to one user: a code of another user's change is not even found (and not used up). */
export const changePurpose = (kind: ChangeKind, userId: number) => `${kind}:${userId}`;

/**
 * Applies the pending change behind a code of user `userId` once the code checks out. `applied` is false when
 * the new e-mail or phone was taken by someone else between the request and the code.
 */
export async function applyAccountChange(
  db: Kysely<Database>,
  codes: CodeService,
  input: { userId: number; formId: string; code: string },
): Promise<{ kind: ChangeKind; applied: boolean }> {
  const { userId, formId, code } = input;
  const row = await db.selectFrom("codes").select("purpose").where("id", "=", formId).executeTakeFirst();
  const kind = CHANGE_KINDS.find((p) => changePurpose(p, userId) === row?.purpose) ?? "email_change";
  const { payload } = await codes.verify({ formId, code, purpose: changePurpose(kind, userId) });
  const change = payload as ChangePayload;
  try {
    if (kind === "email_change")
      await db
        .updateTable("users")
        .set({ email: change.email ?? null })
        .where("id", "=", userId)
        .execute();
    if (kind === "phone_change") await db.updateTable("users").set({ phone: change.phone! }).where("id", "=", userId).execute();
    if (kind === "password_change") await db.updateTable("users").set({ password_hash: change.passwordHash! }).where("id", "=", userId).execute();
  } catch {
    // Unique e-mail/phone: someone else took it between the request and the code.
    return { kind, applied: false };
  }
  return { kind, applied: true };
}

/** Whether another user than `userId` already has this e-mail or phone. */
export async function takenByOther(db: Kysely<Database>, column: "email" | "phone", value: string, userId: number): Promise<boolean> {
  const row = await db.selectFrom("users").select("id").where(column, "=", value).where("id", "!=", userId).executeTakeFirst();
  return row !== undefined;
}

/** Sets the profile's name and birthday (YYYY-MM-DD, or null for none). */
export async function updateProfile(db: Kysely<Database>, userId: number, profile: { fio: string; birthday: string | null }): Promise<void> {
  await db.updateTable("users").set(profile).where("id", "=", userId).execute();
}
