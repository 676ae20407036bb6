import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { applyAccountChange, changePurpose, takenByOther, updateProfile, type ChangePayload } from "./account-changes";
import type { CodeService } from "./contracts";
import { DomainError } from "./errors";
import { findPasswordHolder, findUser, prefillFromGuestOrders, publicUserById, userIdForPhone } from "./users";

/** The shoppers' accounts: signing in by phone, the profile, and changes of e-mail, phone and password. */
export function createShopperAccounts(db: Kysely<Database>, codes: CodeService, now: () => number) {
  return {
    /** The account of a phone a sign-in code just confirmed: a new phone makes one, named after its guest orders. */
    async signInByPhone(phone: string): Promise<number> {
      const userId = await userIdForPhone(db, phone, now());
      await prefillFromGuestOrders(db, userId, phone);
      return userId;
    },
    find: (userId: number) => findUser(db, userId),
    publicUser: (userId: number) => publicUserById(db, userId),
    passwordHolder: (login: Parameters<typeof findPasswordHolder>[1]) => findPasswordHolder(db, login),
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
    /** Applies a pending change once its code checks out; `applied` is false when its e-mail or phone was taken meanwhile. */
    applyChange: (input: { userId: number; formId: string; code: string }) => applyAccountChange(db, codes, input),
  };
}

export type ShopperAccounts = ReturnType<typeof createShopperAccounts>;
