import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { StaffRole } from "../../db/schema-staff";
import { DomainError } from "../errors";
import { hourlyPrune } from "../housekeeping";
import type { RateLimiter } from "../index";
import { hashPassword, verifyPassword } from "../passwords";
import { keyedHash } from "../secrets";
import { recordChange, type Actor } from "./audit";

/** A staff session lasts one working day and a bit: a forgotten laptop is signed out by the next morning. */
export const STAFF_SESSION_MS = 12 * 3600 * 1000;
/** Sign-in attempts per address and per account in a quarter of an hour. */
export const STAFF_SIGN_INS_PER_IP = 20;
export const STAFF_SIGN_INS_PER_ACCOUNT = 10;
const SIGN_IN_WINDOW_S = 900;

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  created_at: string;
}

export interface StaffDeps {
  db: Kysely<Database>;
  secret: string;
  limits: RateLimiter;
  now: () => number;
}

type StaffRow = { id: number; email: string; name: string; role: StaffRole; disabled_at: string | null; created_at: string };

const member = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabled_at !== null,
  created_at: row.created_at,
});

/** Letters and digits without look-alikes (0/O, 1/l/I). */
const PASSWORD_ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const ONE_TIME_PASSWORD_LENGTH = 17;

/**
 * A password to hand over once: 17 characters, each drawn uniformly from the CSPRNG (56 choices, 98 bits in
 * all). One without a letter or without a digit, which every password of the shop must have, is drawn again
 * rather than patched, so no character is derived from another.
 */
export function oneTimePassword(): string {
  for (;;) {
    const password = Array.from({ length: ONE_TIME_PASSWORD_LENGTH }, () => PASSWORD_ALPHABET[crypto.randomInt(PASSWORD_ALPHABET.length)]).join("");
    if (/[a-zA-Z]/.test(password) && /\d/.test(password)) return password;
  }
}

/** Staff accounts, their sign-in and sessions; every change is written to the audit log in its transaction. */
export function createStaffService({ db, secret, limits, now }: StaffDeps) {
  const hash = (token: string) => keyedHash(secret, `staff:${token}`);
  const iso = () => new Date(now()).toISOString();
  const columns = ["id", "email", "name", "role", "disabled_at", "created_at"] as const;
  const prune = hourlyPrune(now, (t) =>
    db
      .deleteFrom("staff_sessions")
      .where((eb) => eb.or([eb("expires_at", "<", t), eb("revoked_at", "is not", null)]))
      .execute(),
  );

  async function find(id: number): Promise<StaffRow> {
    const row = await db.selectFrom("staff").select(columns).where("id", "=", id).executeTakeFirst();
    if (!row) throw new DomainError("not_found");
    return row;
  }

  async function endSessions(trx: Kysely<Database>, staffId: number): Promise<void> {
    await trx.updateTable("staff_sessions").set({ revoked_at: now() }).where("staff_id", "=", staffId).where("revoked_at", "is", null).execute();
  }

  /** An admin may not take away their own way in: no demoting or disabling themselves. */
  function refuseSelfLockout(actor: Actor, id: number) {
    if (actor.id === id) throw new DomainError("staff_forbidden");
  }

  /**
   * The enabled account of a right e-mail and password, else null. Limits count every attempt per address and
   * per e-mail, so neither guessing one account nor spraying many works.
   */
  async function accountOfPassword(input: { email: string; password: string; ip: string }): Promise<StaffRow | null> {
    const email = input.email.trim().toLowerCase();
    await limits.consume(`staff:sign-in:ip:${input.ip}`, STAFF_SIGN_INS_PER_IP, SIGN_IN_WINDOW_S);
    await limits.consume(`staff:sign-in:account:${email}`, STAFF_SIGN_INS_PER_ACCOUNT, SIGN_IN_WINDOW_S);
    const row = await db
      .selectFrom("staff")
      .select([...columns, "password_hash"])
      .where("email", "=", email)
      .executeTakeFirst();
    const right = await verifyPassword(input.password, row?.password_hash ?? null);
    return row && right && row.disabled_at === null ? row : null;
  }

  return {
    async create(actor: Actor, input: { email: string; name: string; role: StaffRole; password: string }): Promise<StaffMember> {
      const email = input.email.trim().toLowerCase();
      const password_hash = await hashPassword(input.password);
      const taken = await db.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirst();
      if (taken) throw new DomainError("staff_email_taken", { fields: ["email"] });
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("staff")
          .values({ email, name: input.name.trim(), role: input.role, password_hash, disabled_at: null, created_at: iso() })
          .returning(columns)
          .executeTakeFirstOrThrow();
        await recordChange(trx, actor, iso(), { action: "staff.create", entity: "staff", entityId: row.id, before: null, after: member(row) });
        return member(row);
      });
    },

    /** A session token for a right e-mail and password of an enabled account (not the exchange account). */
    async signIn(input: { email: string; password: string; ip: string }): Promise<{ token: string; staff: StaffMember }> {
      const row = await accountOfPassword(input);
      // The exchange account is a program's password: it opens the 1C exchange and nothing else.
      if (!row || row.role === "exchange") throw new DomainError("staff_sign_in_failed", { fields: ["password"] });
      await prune();
      const token = crypto.randomBytes(32).toString("base64url");
      const t = now();
      await db
        .insertInto("staff_sessions")
        .values({ token_hash: hash(token), staff_id: row.id, created_at: t, expires_at: t + STAFF_SESSION_MS, revoked_at: null })
        .execute();
      return { token, staff: member(row) };
    },

    /**
     * Whether a login and password (HTTP Basic auth of 1C's exchange) belong to an enabled account with the
     * exchange right: the `exchange` account or an admin. Limited like sign-in, per address and per login.
     */
    async mayExchange(input: { email: string; password: string; ip: string }): Promise<StaffMember | null> {
      const row = await accountOfPassword(input);
      return row && (row.role === "exchange" || row.role === "admin") ? member(row) : null;
    },

    /** The enabled staff member of a live session, else null. */
    async staffOfToken(token: string): Promise<StaffMember | null> {
      const row = await db
        .selectFrom("staff_sessions")
        .innerJoin("staff", "staff.id", "staff_sessions.staff_id")
        .select(["staff.id", "staff.email", "staff.name", "staff.role", "staff.disabled_at", "staff.created_at", "expires_at", "revoked_at"])
        .where("token_hash", "=", hash(token))
        .executeTakeFirst();
      if (!row || row.revoked_at !== null || Number(row.expires_at) <= now() || row.disabled_at !== null) return null;
      return member(row);
    },

    async signOut(token: string): Promise<void> {
      await db
        .updateTable("staff_sessions")
        .set({ revoked_at: now() })
        .where("token_hash", "=", hash(token))
        .where("revoked_at", "is", null)
        .execute();
    },

    async list(): Promise<StaffMember[]> {
      const rows = await db.selectFrom("staff").select(columns).orderBy("email").execute();
      return rows.map(member);
    },

    /** Changes a role or enables/disables an account; disabling ends every session of it. */
    async update(actor: Actor, id: number, change: { role?: StaffRole; disabled?: boolean }): Promise<StaffMember> {
      refuseSelfLockout(actor, id);
      const before = member(await find(id));
      // Inside the transaction only `trx` is used: SQLite has one connection, and `db` would wait for it forever.
      return db.transaction().execute(async (trx) => {
        const set: { role?: StaffRole; disabled_at?: string | null } = {};
        if (change.role !== undefined) set.role = change.role;
        if (change.role !== undefined && change.role === before.role) delete set.role;
        if (change.disabled !== undefined && change.disabled !== before.disabled) set.disabled_at = change.disabled ? iso() : null;
        if (Object.keys(set).length === 0) return before;
        const row = await trx.updateTable("staff").set(set).where("id", "=", id).returning(columns).executeTakeFirstOrThrow();
        if (change.disabled) await endSessions(trx, id);
        const after = member(row);
        await recordChange(trx, actor, iso(), { action: "staff.update", entity: "staff", entityId: id, before, after });
        return after;
      });
    },

    /** Ends every session of a staff member (a lost laptop): they sign in again. */
    async revokeSessions(actor: Actor, id: number): Promise<void> {
      await find(id);
      await db.transaction().execute(async (trx) => {
        await endSessions(trx, id);
        await recordChange(trx, actor, iso(), { action: "staff.sessions_revoked", entity: "staff", entityId: id, before: null, after: null });
      });
    },

    /** A new one-time password, answered once; the old one and every session stop working. */
    async resetPassword(actor: Actor, id: number): Promise<string> {
      await find(id);
      const password = oneTimePassword();
      const password_hash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("staff").set({ password_hash }).where("id", "=", id).execute();
        await endSessions(trx, id);
        // The hash never goes into the log: only that the password changed.
        await recordChange(trx, actor, iso(), { action: "staff.password_reset", entity: "staff", entityId: id, before: null, after: null });
      });
      return password;
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
