import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { StaffRole } from "../../db/schema-staff";
import { DomainError } from "../errors";
import { hourlyPrune } from "../housekeeping";
import { hashPassword, verifyPassword } from "../passwords";
import { dbFailureCounter } from "../rate-limit";
import { keyedHash } from "../secrets";
import { recordChange, type Actor } from "./audit";

/** A staff session lasts one working day and a bit: a forgotten laptop is signed out by the next morning. */
export const STAFF_SESSION_MS = 12 * 3600 * 1000;
/** A session of 1C's exchange: one exchange, however long a big catalogue takes to send and import. */
export const EXCHANGE_SESSION_MS = 2 * 3600 * 1000;
/** Wrong passwords per address and per account in the last quarter of an hour. */
export const STAFF_SIGN_INS_PER_IP = 20;
export const STAFF_SIGN_INS_PER_ACCOUNT = 10;
const SIGN_IN_WINDOW_S = 900;
/** An address an account signed in from is remembered this long after its last sign-in there. */
const KNOWN_ADDRESS_MS = 90 * 24 * 3600 * 1000;
/** Wrong current passwords when changing it, per account in a quarter of an hour. */
export const STAFF_PASSWORD_CHANGES_PER_ACCOUNT = 10;

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  created_at: string;
  /** The password is a one-time one: nothing but changing it is open until then. */
  password_change_required: boolean;
}

export interface StaffDeps {
  db: Kysely<Database>;
  secret: string;
  now: () => number;
}

type StaffRow = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  disabled_at: string | null;
  created_at: string;
  password_change_required: number;
};

const member = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  disabled: row.disabled_at !== null,
  created_at: row.created_at,
  password_change_required: Number(row.password_change_required) === 1,
});

/** Back-office sessions and 1C exchange sessions live in one table, told apart by their hash. */
type SessionKind = "staff" | "1c-exchange";
const mayExchange = (role: StaffRole) => role === "exchange" || role === "admin";

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
export function createStaffService({ db, secret, now }: StaffDeps) {
  // The kind is in the hash: a back-office token is no exchange session, and an exchange session opens no /admin.
  const hash = (token: string, kind: SessionKind) => keyedHash(secret, `${kind}:${token}`);
  const failures = dbFailureCounter(db, now);
  const iso = () => new Date(now()).toISOString();
  const columns = ["id", "email", "name", "role", "disabled_at", "created_at", "password_change_required"] as const;
  const prune = hourlyPrune(now, (t) =>
    db
      .deleteFrom("staff_sessions")
      .where((eb) => eb.or([eb("expires_at", "<", t), eb("revoked_at", "is not", null)]))
      .execute(),
  );
  const pruneAddresses = hourlyPrune(now, (t) =>
    db
      .deleteFrom("staff_sign_in_addresses")
      .where("last_at", "<", t - KNOWN_ADDRESS_MS)
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
   * The enabled account of a right e-mail and password, else null. Only wrong passwords count, per address and
   * per account over a sliding quarter of an hour, so neither guessing one account nor spraying many works, and
   * a 1C schedule signing in every few minutes never meets a limit. An address the account signed in from
   * before has its own count for the account: guessing from elsewhere cannot lock out the office or 1C server.
   */
  async function accountOfPassword(input: { email: string; password: string; ip: string }): Promise<StaffRow | null> {
    const email = input.email.trim().toLowerCase();
    const row = await db
      .selectFrom("staff")
      .select([...columns, "password_hash"])
      .where("email", "=", email)
      .executeTakeFirst();
    const known = row
      ? await db.selectFrom("staff_sign_in_addresses").select("ip").where("staff_id", "=", row.id).where("ip", "=", input.ip).executeTakeFirst()
      : undefined;
    const byAddress = await failures.attempt(`staff:sign-in:ip:${input.ip}`, STAFF_SIGN_INS_PER_IP, SIGN_IN_WINDOW_S);
    const accountKey = known ? `staff:sign-in:account:${email}:ip:${input.ip}` : `staff:sign-in:account:${email}`;
    const byAccount = await failures.attempt(accountKey, STAFF_SIGN_INS_PER_ACCOUNT, SIGN_IN_WINDOW_S).catch(async (error: unknown) => {
      await failures.forgive(byAddress);
      throw error;
    });
    // Checked even without an account, so the time taken does not tell which e-mails have one.
    const right = await verifyPassword(input.password, row?.password_hash ?? null);
    if (!row || !right) return null;
    await failures.forgive(byAddress);
    await failures.forgive(byAccount);
    await pruneAddresses();
    await db
      .insertInto("staff_sign_in_addresses")
      .values({ staff_id: row.id, ip: input.ip, last_at: now() })
      .onConflict((oc) => oc.columns(["staff_id", "ip"]).doUpdateSet({ last_at: now() }))
      .execute();
    return row.disabled_at === null ? row : null;
  }

  async function openSession(staffId: number, kind: SessionKind, lasts: number): Promise<string> {
    await prune();
    const token = crypto.randomBytes(32).toString("base64url");
    const t = now();
    await db
      .insertInto("staff_sessions")
      .values({ token_hash: hash(token, kind), staff_id: staffId, created_at: t, expires_at: t + lasts, revoked_at: null })
      .execute();
    return token;
  }

  /** The enabled staff member of a live session of that kind, else null. */
  async function sessionStaff(token: string, kind: SessionKind): Promise<StaffMember | null> {
    const row = await db
      .selectFrom("staff_sessions")
      .innerJoin("staff", "staff.id", "staff_sessions.staff_id")
      .select([
        "staff.id",
        "staff.email",
        "staff.name",
        "staff.role",
        "staff.disabled_at",
        "staff.created_at",
        "staff.password_change_required",
        "expires_at",
        "revoked_at",
      ])
      .where("token_hash", "=", hash(token, kind))
      .executeTakeFirst();
    if (!row || row.revoked_at !== null || Number(row.expires_at) <= now() || row.disabled_at !== null) return null;
    return member(row);
  }

  return {
    /** `oneTime`: the password was made for them and handed over, so they must change it on first sign-in. */
    async create(actor: Actor, input: { email: string; name: string; role: StaffRole; password: string; oneTime?: boolean }): Promise<StaffMember> {
      const email = input.email.trim().toLowerCase();
      const password_hash = await hashPassword(input.password);
      const taken = await db.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirst();
      if (taken) throw new DomainError("staff_email_taken", { fields: ["email"] });
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("staff")
          .values({
            email,
            name: input.name.trim(),
            role: input.role,
            password_hash,
            disabled_at: null,
            created_at: iso(),
            password_change_required: input.oneTime ? 1 : 0,
          })
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
      return { token: await openSession(row.id, "staff", STAFF_SESSION_MS), staff: member(row) };
    },

    /**
     * A session of 1C's exchange for a login and password (its HTTP Basic auth) of an enabled account with the
     * exchange right, the `exchange` account or an admin, else null. Limited like sign-in. Kept as staff
     * sessions are, so disabling the account, resetting its password or ending its sessions ends it.
     */
    async openExchange(input: { email: string; password: string; ip: string }): Promise<{ token: string; staff: StaffMember } | null> {
      const row = await accountOfPassword(input);
      if (!row || !mayExchange(row.role)) return null;
      return { token: await openSession(row.id, "1c-exchange", EXCHANGE_SESSION_MS), staff: member(row) };
    },

    /** The account of a live exchange session that still has the exchange right, else null. */
    async exchangeStaffOf(token: string): Promise<StaffMember | null> {
      const staff = await sessionStaff(token, "1c-exchange");
      return staff && mayExchange(staff.role) ? staff : null;
    },

    /** The enabled staff member of a live back-office session, else null. */
    staffOfToken: (token: string) => sessionStaff(token, "staff"),

    async signOut(token: string): Promise<void> {
      await db
        .updateTable("staff_sessions")
        .set({ revoked_at: now() })
        .where("token_hash", "=", hash(token, "staff"))
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
        await trx.updateTable("staff").set({ password_hash, password_change_required: 1 }).where("id", "=", id).execute();
        await endSessions(trx, id);
        // The hash never goes into the log: only that the password changed.
        await recordChange(trx, actor, iso(), { action: "staff.password_reset", entity: "staff", entityId: id, before: null, after: null });
      });
      return password;
    },

    /**
     * A staff member's own new password, after the current one is typed right (limited per account, as sign-in
     * is). Their other sessions end (someone who knew the old password is signed out); the one in use stays.
     */
    async changePassword(staffId: number, keepToken: string, input: { current: string; password: string }): Promise<StaffMember> {
      const before = await find(staffId);
      // Only wrong current passwords count, as at sign-in.
      const attempt = await failures.attempt(`staff:password:${staffId}`, STAFF_PASSWORD_CHANGES_PER_ACCOUNT, SIGN_IN_WINDOW_S);
      const stored = await db.selectFrom("staff").select("password_hash").where("id", "=", staffId).executeTakeFirstOrThrow();
      if (!(await verifyPassword(input.current, stored.password_hash))) throw new DomainError("staff_password_wrong", { fields: ["current"] });
      await failures.forgive(attempt);
      if (input.password === input.current) throw new DomainError("staff_password_same", { fields: ["password"] });
      const password_hash = await hashPassword(input.password);
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("staff")
          .set({ password_hash, password_change_required: 0 })
          .where("id", "=", staffId)
          .returning(columns)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable("staff_sessions")
          .set({ revoked_at: now() })
          .where("staff_id", "=", staffId)
          .where("token_hash", "!=", hash(keepToken, "staff"))
          .where("revoked_at", "is", null)
          .execute();
        const actor = { id: staffId, email: before.email };
        await recordChange(trx, actor, iso(), { action: "staff.password_changed", entity: "staff", entityId: staffId, before: null, after: null });
        return member(row);
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
