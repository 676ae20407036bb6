import crypto from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import { DomainError } from "./errors";
import { hourlyPrune } from "./housekeeping";
import type { CodeService, Outbox } from "./index";
import { keyedHash, sameHash } from "./secrets";

/** No 0/O, 1/I/L: a code read off a phone screen is typed right. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 4;
const LIFETIME_MS = 10 * 60 * 1000;
const RESEND_S = 120;
const MAX_TRIES = 5;
const DAY_MS = 24 * 3600 * 1000;
const DAILY_PER_TARGET = 10;
const DAILY_PER_IP = 30;

function randomCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return code;
}

/**
 * One-time codes (DESIGN.md §9): 4 characters, stored hashed, 10 minutes, single use, 5 wrong tries kill a
 * code, a new code for the same recipient and purpose no sooner than 120 s, daily caps per recipient and per IP.
 */
export function createCodes(deps: { db: Kysely<Database>; secret: string; now: () => number; sms: Outbox; mail: Outbox }): CodeService {
  const { db, secret, now } = deps;
  const hash = (formId: string, code: string) => keyedHash(secret, `code:${formId}:${code}`);

  /** Seconds until `column = value` has fewer than `cap` codes in the last 24 h; 0 when it already has. */
  async function dailyWait(column: "target" | "ip", value: string, cap: number, t: number): Promise<number> {
    const rows = await db
      .selectFrom("codes")
      .select("created_at")
      .where(column, "=", value)
      .where("created_at", ">", t - DAY_MS)
      .orderBy("created_at", "desc")
      .limit(cap)
      .execute();
    if (rows.length < cap) return 0;
    // The cap-th newest code is the one that has to leave the window.
    return Math.max(1, Math.ceil((Number(rows[cap - 1].created_at) + DAY_MS - t) / 1000));
  }

  // A code older than the daily-cap window is neither usable nor counted any more.
  const prune = hourlyPrune(now, (t) => db.deleteFrom("codes").where("created_at", "<", t - 2 * DAY_MS).execute());

  return {
    async issue({ purpose, to, channel, ip, payload }) {
      await prune();
      const t = now();
      // The 120 s wait is per purpose: a shopper who has just signed in by SMS may confirm a password change at
      // once. SMS abuse is bounded by the daily caps, which count every purpose together.
      const last = await db
        .selectFrom("codes")
        .select("created_at")
        .where("target", "=", to)
        .where("purpose", "=", purpose)
        .orderBy("created_at", "desc")
        .limit(1)
        .executeTakeFirst();
      if (last) {
        const wait = Math.ceil((Number(last.created_at) + RESEND_S * 1000 - t) / 1000);
        if (wait > 0) throw new DomainError("code_resend_too_early", { retryIn: wait });
      }
      const capWait = Math.max(await dailyWait("target", to, DAILY_PER_TARGET, t), await dailyWait("ip", ip, DAILY_PER_IP, t));
      if (capWait > 0) throw new DomainError("code_daily_cap", { retryIn: capWait });
      const formId = crypto.randomBytes(16).toString("hex");
      const code = randomCode();
      await db
        .insertInto("codes")
        .values({ id: formId, purpose, target: to, code_hash: hash(formId, code), payload: JSON.stringify(payload ?? null), ip, created_at: t, expires_at: t + LIFETIME_MS, tries: 0, used_at: null })
        .execute();
      const text = `Код подтверждения: ${code}. Никому его не сообщайте.`;
      if (channel === "sms") await deps.sms.send({ to, text });
      else await deps.mail.send({ to, subject: "Код подтверждения", text });
      return { formId, resendIn: RESEND_S };
    },

    async verify({ formId, code, purpose }) {
      const row = /^[a-f0-9]{32}$/.test(formId)
        ? await db.selectFrom("codes").selectAll().where("id", "=", formId).where("purpose", "=", purpose).executeTakeFirst()
        : undefined;
      if (!row || row.used_at !== null || row.tries >= MAX_TRIES) throw new DomainError("code_dead", { fields: ["code"] });
      if (Number(row.expires_at) <= now()) throw new DomainError("code_expired", { fields: ["code"] });
      // Every try counts before the comparison, so parallel guesses cannot exceed the limit.
      const counted = await db.updateTable("codes").set({ tries: sql`tries + 1` }).where("id", "=", formId).where("tries", "<", MAX_TRIES).where("used_at", "is", null).executeTakeFirst();
      if (Number(counted.numUpdatedRows) !== 1) throw new DomainError("code_dead", { fields: ["code"] });
      if (!sameHash(row.code_hash, hash(formId, code.trim().toUpperCase()))) {
        const dead = row.tries + 1 >= MAX_TRIES;
        throw new DomainError(dead ? "code_dead" : "code_wrong", { fields: ["code"] });
      }
      const used = await db.updateTable("codes").set({ used_at: now() }).where("id", "=", formId).where("used_at", "is", null).executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw new DomainError("code_dead", { fields: ["code"] });
      return { to: row.target, payload: JSON.parse(row.payload) as unknown };
    },
  };
}
