import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { applyAccountChange, changePurpose, takenByOther, updateProfile, type ChangePayload } from "./account-changes";
import type { CodeService, RateLimiter } from "./contracts";
import { DomainError } from "./errors";
import { hashPassword, verifyPassword } from "./passwords";
import { findPasswordHolder, findUser, prefillFromGuestOrders, publicUserById, userIdForPhone } from "./users";

/** The shoppers' accounts: signing in by phone, the profile, and changes of e-mail, phone and password. */
export function createShopperAccounts(db: Kysely<Database>, codes: CodeService, limits: RateLimiter, now: () => number) {
  return {
    /** The account of a phone a sign-in code just confirmed: a new phone makes one, named after its guest orders. */
    async signInByPhone(phone: string): Promise<number> {
      const userId = await userIdForPhone(db, phone, now());
      await prefillFromGuestOrders(db, userId, phone);
      return userId;
    },
    find: (userId: number) => findUser(db, userId),
    publicUser: (userId: number) => publicUserById(db, userId),
    /** The account a login and its password open; `login_failed` whatever is wrong (no such account, no password, another one). */
    async signInWithPassword(login: Parameters<typeof findPasswordHolder>[1], password: string): Promise<number> {
      const row = await findPasswordHolder(db, login);
      if (!(await verifyPassword(password, row?.password_hash ?? null)) || !row) throw new DomainError("login_failed");
      return row.id;
    },
    updateProfile: (userId: number, profile: Parameters<typeof updateProfile>[2]) => updateProfile(db, userId, profile),
    /**
     * Sends the code that confirms a new e-mail (by mail) or phone (by SMS) of user `userId`; one that another
     * account has is refused (`email_taken` or `phone_taken` on the field).
     */
    async startContactChange(input: { userId: number; field: "email" | "phone"; value: string; ip: string }) {
      const { userId, field, value, ip } = input;
      if (await takenByOther(db, field, value, userId)) throw new DomainError(`${field}_taken`, { fields: [field] });
      const payload: ChangePayload = field === "email" ? { email: value } : { phone: value };
      const channel = field === "email" ? "mail" : "sms";
      return codes.issue({ purpose: changePurpose(`${field}_change`, userId), to: value, channel, ip, payload });
    },
    /**
     * Sends the code (by SMS to the account's phone) that confirms a new password of user `userId`. An account
     * that has a password must give it (`password_old_wrong` on `password_old`), with ten tries in ten minutes.
     */
    async startPasswordChange(input: { userId: number; oldPassword: string; newPassword: string; ip: string }) {
      const { userId, oldPassword, newPassword, ip } = input;
      const user = await findUser(db, userId);
      if (!user) throw new DomainError("not_found");
      if (user.password_hash !== null) {
        await limits.consume(`password-change:${userId}`, 10, 600);
        if (!(await verifyPassword(oldPassword, user.password_hash))) throw new DomainError("password_old_wrong", { fields: ["password_old"] });
      }
      const payload: ChangePayload = { passwordHash: await hashPassword(newPassword) };
      return codes.issue({ purpose: changePurpose("password_change", userId), to: user.phone, channel: "sms", ip, payload });
    },
    /** Applies a pending change once its code checks out; `applied` is false when its e-mail or phone was taken meanwhile. */
    applyChange: (input: { userId: number; formId: string; code: string }) => applyAccountChange(db, codes, input),
  };
}

export type ShopperAccounts = ReturnType<typeof createShopperAccounts>;
