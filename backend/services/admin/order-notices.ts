import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { Outbox } from "../../messaging";
import { rub, staffLetter } from "../../messaging/letters";
import { NOTICE_DELIVERY_DATE, NOTICE_DELIVERY_WINDOW, NOTICE_TRACKING, ORDER_NOTICE_DEFAULTS } from "../../messaging/texts";
import { orderPagePath, type OrderRow } from "../order-view";
import { shopName } from "../shop-name";
import { recordChange, type Actor } from "./audit";
import { checkVersion, versionOf } from "./versions";

/** The stages a shopper hears about, in the order an order reaches them, and the move of the delivery day. */
export const NOTICE_STAGES = ["confirmed", "in_production", "ready", "part_shipped", "shipped", "completed", "date_moved", "cancelled"] as const;
export type NoticeStage = (typeof NOTICE_STAGES)[number];

/** One stage's notice: the letter's subject and text, and the SMS ("" sends none). */
export interface NoticeText {
  subject: string;
  mail: string;
  sms: string;
}
export type NoticeTexts = Record<NoticeStage, NoticeText>;

/** The words in braces a notice may use; anything else in braces is left as typed. */
export const NOTICE_PLACEHOLDERS = ["номер", "имя", "сумма", "ссылка", "доставка", "причина", "отгружено", "осталось"] as const;

const SETTINGS_KEY = "order_notices";

/** What the stage notices need besides the transaction: the outbox and the shop's public address for the order's link. */
export interface NoticeDeps {
  outbox: Outbox;
  publicUrl: string;
}

const text = (value: unknown, fallback: string) => (typeof value === "string" ? value : fallback);

/** The stored texts over the defaults: a stage or a part never saved reads as its default. */
export async function readNoticeTexts(db: Kysely<Database>): Promise<NoticeTexts> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", SETTINGS_KEY).executeTakeFirst();
  const stored = row ? (JSON.parse(row.value) as Record<string, Partial<NoticeText> | undefined>) : {};
  return Object.fromEntries(
    NOTICE_STAGES.map((stage) => {
      const saved = stored[stage] ?? {};
      const base = ORDER_NOTICE_DEFAULTS[stage];
      return [stage, { subject: text(saved.subject, base.subject), mail: text(saved.mail, base.mail), sms: text(saved.sms, base.sms) }];
    }),
  ) as NoticeTexts;
}

/** `{номер}` and the other placeholders replaced by the order's values. */
export function fillNotice(template: string, values: Record<(typeof NOTICE_PLACEHOLDERS)[number], string>): string {
  return template.replace(/\{([^{}]+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name as keyof typeof values] : whole));
}

/** `2026-11-28` as the shopper reads it: 28.11.2026. */
const russianDate = (iso: string) => iso.split("-").reverse().join(".");

/**
 * The notice of `stage` to the order's shopper, in the transaction `trx` that moved it there: a letter when the
 * order has an e-mail, an SMS when the stage's SMS text is not empty. `shipment`: what a partial shipment took and
 * what it left, for {отгружено} and {осталось}.
 */
export async function addStageNotice(
  trx: Kysely<Database>,
  deps: NoticeDeps,
  order: OrderRow,
  stage: NoticeStage,
  shipment: { shipped: string; left: string } = { shipped: "", left: "" },
): Promise<void> {
  const notice = (await readNoticeTexts(trx))[stage];
  const delivery = [
    order.tracking_number ? NOTICE_TRACKING(order.tracking_number) : "",
    order.delivery_date ? NOTICE_DELIVERY_DATE(russianDate(order.delivery_date)) : "",
    order.delivery_date && order.delivery_window ? NOTICE_DELIVERY_WINDOW(order.delivery_window) : "",
  ].filter(Boolean);
  const values = {
    номер: String(order.id),
    имя: order.fio,
    сумма: rub(order.total),
    ссылка: `${deps.publicUrl}${orderPagePath(order)}`,
    доставка: delivery.join(", "),
    причина: order.cancel_reason,
    отгружено: shipment.shipped,
    осталось: shipment.left,
  };
  if (order.email && notice.mail.trim())
    await deps.outbox.add(trx, {
      channel: "mail",
      to: order.email,
      content: staffLetter(fillNotice(notice.subject, values), fillNotice(notice.mail, values), await shopName(trx)),
    });
  if (order.phone && notice.sms.trim())
    await deps.outbox.add(trx, { channel: "sms", to: order.phone, content: { text: fillNotice(notice.sms, values) } });
}

/** The back office's editing of the notice texts: read with a version, saved if unchanged since, audited. */
export function createStaffNotices(db: Kysely<Database>, now: () => string) {
  return {
    async read(): Promise<{ texts: NoticeTexts; version: string }> {
      const texts = await readNoticeTexts(db);
      return { texts, version: versionOf(texts) };
    },
    async update(actor: Actor, version: string | null, texts: NoticeTexts): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await readNoticeTexts(trx);
        await checkVersion(trx, version, before, { entity: "settings", entityId: SETTINGS_KEY, actions: ["settings.notices"] });
        const value = JSON.stringify(texts);
        await trx
          .insertInto("settings")
          .values({ key: SETTINGS_KEY, value })
          .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
          .execute();
        await recordChange(trx, actor, now(), { action: "settings.notices", entity: "settings", entityId: SETTINGS_KEY, before, after: texts });
      });
    },
  };
}
export type StaffNotices = ReturnType<typeof createStaffNotices>;
