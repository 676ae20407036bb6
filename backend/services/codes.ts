import crypto from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import { DomainError } from "./errors";
import { hourlyPrune } from "./housekeeping";
import type { Outbox } from "../messaging";
import { CODE_MAIL_SUBJECT, CODE_SMS } from "../messaging/texts";
import type { CodeService } from "./contracts";
import { keyedHash, sameHash } from "./secrets";
import { canonicalCode } from "./code-text";

/** No 0/O, 1/I/L: a code read off a phone screen is typed right. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 4;
const LIFETIME_MS = 10 * 60 * 1000;
const RESEND_S = 120;
const MAX_TRIES = 5;
const DAY_MS = 24 * 3600 * 1000;
/** Codes one address may have sent to one recipient in a rolling day, every purpose together. */
const DAILY_PER_TARGET_AND_IP = 10;
/** Codes one address may have sent in a rolling day, to anyone. */
const DAILY_PER_IP = 30;
/** The window of the shop-wide SMS budget (how many: the backend's configuration, 100 by default). */
const SHOP_WINDOW_MS = 10 * 60 * 1000;

function randomCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return code;
}

/**
 * One-time codes: 4 characters, stored hashed, 10 minutes, single use, 5 wrong tries kill a code. Sending is
 * limited per requesting address (120 s between codes of one purpose to one recipient, 10 a day to one
 * recipient, 30 a day in all) and shop-wide (`smsPerWindow` SMS in 10 minutes, 100 by default), never per recipient across addresses, so
 * nobody can use up a phone's allowance and lock its owner out (docs/decisions/0004-sign-in-codes.md).
 */
export function createCodes(deps: { db: Kysely<Database>; secret: string; now: () => number; smsPerWindow: number; outbox: Outbox }): CodeService {
  const { db, secret, now, smsPerWindow } = deps;
  const hash = (formId: string, code: string) => keyedHash(secret, `code:${formId}:${code}`);

  type CodeFilter = { target?: string; ip?: string; smsOnly?: boolean };

  /**
   * Seconds until the codes matching `filter` in the last `windowMs` are fewer than `cap`; 0 when they already
   * are. The cap-th newest matching code is the one that has to leave the window.
   */
  async function capWait(filter: CodeFilter, cap: number, windowMs: number, t: number): Promise<number> {
    let query = db
      .selectFrom("codes")
      .select("created_at")
      .where("created_at", ">", t - windowMs);
    if (filter.target !== undefined) query = query.where("target", "=", filter.target);
    if (filter.ip !== undefined) query = query.where("ip", "=", filter.ip);
    // E-mail codes cost nothing to send; every other recipient is a phone.
    if (filter.smsOnly) query = query.where("target", "not like", "%@%");
    const rows = await query.orderBy("created_at", "desc").limit(cap).execute();
    if (rows.length < cap) return 0;
    return Math.max(1, Math.ceil((Number(rows[cap - 1].created_at) + windowMs - t) / 1000));
  }

  // A code older than the daily-cap window is neither usable nor counted any more.
  const prune = hourlyPrune(now, (t) =>
    db
      .deleteFrom("codes")
      .where("created_at", "<", t - 2 * DAY_MS)
      .execute(),
  );

  return {
    async issue({ purpose, to, channel, ip, payload }) {
      await prune();
      const t = now();
      // Every wait and cap that names a recipient counts only the codes this address asked for: what a stranger
      // asks for someone else's phone never makes the phone's owner wait. The 120 s wait is per purpose, so a
      // shopper who has just signed in by SMS may confirm a password change at once.
      const last = await db
        .selectFrom("codes")
        .select("created_at")
        .where("target", "=", to)
        .where("purpose", "=", purpose)
        .where("ip", "=", ip)
        .orderBy("created_at", "desc")
        .limit(1)
        .executeTakeFirst();
      if (last) {
        const wait = Math.ceil((Number(last.created_at) + RESEND_S * 1000 - t) / 1000);
        if (wait > 0) throw new DomainError("code_resend_too_early", { retryIn: wait });
      }
      const dailyWait = Math.max(
        await capWait({ target: to, ip }, DAILY_PER_TARGET_AND_IP, DAY_MS, t),
        await capWait({ ip }, DAILY_PER_IP, DAY_MS, t),
      );
      if (dailyWait > 0) throw new DomainError("code_daily_cap", { retryIn: dailyWait });
      if (channel === "sms") {
        const shopWait = await capWait({ smsOnly: true }, smsPerWindow, SHOP_WINDOW_MS, t);
        if (shopWait > 0) throw new DomainError("sms_busy", { retryIn: shopWait });
      }
      const formId = crypto.randomBytes(16).toString("hex");
      const expiresAt = t + LIFETIME_MS;
      const code = randomCode();
      // The code and its message are one transaction: a code is never kept without its message, nor sent without it.
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("codes")
          .values({
            id: formId,
            purpose,
            target: to,
            code_hash: hash(formId, code),
            payload: JSON.stringify(payload ?? null),
            ip,
            created_at: t,
            expires_at: expiresAt,
            tries: 0,
            used_at: null,
          })
          .execute();
        await deps.outbox.add(
          trx,
          // A code that could not be delivered while it works is not sent any more: it would only mislead.
          channel === "sms"
            ? { channel, to, expiresAt, content: { text: CODE_SMS(code) } }
            : { channel, to, expiresAt, content: { subject: CODE_MAIL_SUBJECT, text: CODE_SMS(code) } },
        );
      });
      deps.outbox.wake();
      return { formId, resendIn: RESEND_S };
    },

    async verify({ formId, code, purpose }) {
      const row = /^[a-f0-9]{32}$/.test(formId)
        ? await db.selectFrom("codes").selectAll().where("id", "=", formId).where("purpose", "=", purpose).executeTakeFirst()
        : undefined;
      if (!row || row.used_at !== null || row.tries >= MAX_TRIES) throw new DomainError("code_dead", { fields: ["code"] });
      if (Number(row.expires_at) <= now()) throw new DomainError("code_expired", { fields: ["code"] });
      // Every try counts before the comparison, so parallel guesses cannot exceed the limit.
      const counted = await db
        .updateTable("codes")
        .set({ tries: sql`tries + 1` })
        .where("id", "=", formId)
        .where("tries", "<", MAX_TRIES)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(counted.numUpdatedRows) !== 1) throw new DomainError("code_dead", { fields: ["code"] });
      if (!sameHash(row.code_hash, hash(formId, canonicalCode(code)))) {
        const dead = row.tries + 1 >= MAX_TRIES;
        throw new DomainError(dead ? "code_dead" : "code_wrong", { fields: ["code"] });
      }
      const used = await db.updateTable("codes").set({ used_at: now() }).where("id", "=", formId).where("used_at", "is", null).executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw new DomainError("code_dead", { fields: ["code"] });
      return { to: row.target, payload: JSON.parse(row.payload) as unknown };
    },
  };
}
