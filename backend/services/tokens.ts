import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { hourlyPrune } from "./housekeeping";
import type { AuthService, AuthUser } from "./contracts";
import { keyedHash } from "./secrets";

const TOKEN_LIFETIME_MS = 30 * 24 * 3600 * 1000;

/** Session tokens: 256 random bits, stored as an HMAC, 30 days, revocable. */
export function createTokens(db: Kysely<Database>, secret: string, now: () => number) {
  const hash = (token: string) => keyedHash(secret, `token:${token}`);

  async function userOfToken(token: string): Promise<AuthUser | null> {
    const row = await db
      .selectFrom("tokens")
      .innerJoin("users", "users.id", "tokens.user_id")
      .select(["users.id", "users.phone", "users.email", "users.fio", "tokens.expires_at", "tokens.revoked_at"])
      .where("tokens.token_hash", "=", hash(token))
      .executeTakeFirst();
    if (!row || row.revoked_at !== null || Number(row.expires_at) <= now()) return null;
    return { id: row.id, phone: row.phone, email: row.email, fio: row.fio };
  }

  // An expired or revoked token answers 401 whether its row is kept or not: the rows go.
  const prune = hourlyPrune(now, (t) =>
    db
      .deleteFrom("tokens")
      .where((eb) => eb.or([eb("expires_at", "<", t), eb("revoked_at", "is not", null)]))
      .execute(),
  );

  const auth: AuthService = { userOfToken };

  return {
    auth,
    async issue(userId: number): Promise<string> {
      await prune();
      const token = crypto.randomBytes(32).toString("base64url");
      const t = now();
      await db
        .insertInto("tokens")
        .values({ user_id: userId, token_hash: hash(token), created_at: t, expires_at: t + TOKEN_LIFETIME_MS, revoked_at: null })
        .execute();
      return token;
    },
    async revoke(token: string): Promise<void> {
      await db.updateTable("tokens").set({ revoked_at: now() }).where("token_hash", "=", hash(token)).where("revoked_at", "is", null).execute();
    },
  };
}
