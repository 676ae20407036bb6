import type { Kysely } from "kysely";
import type { Database } from "../schema";
import { DELIVERIES } from "./orders-data";
import { html } from "./index";
import { NEWS } from "./content-data";

/** What the first demo databases were seeded with before the delivery rules and the news agreed. */
const OLD_COURIER_FREE_FROM = 10000000; // 100 000 ₽ in kopecks
const OLD_NEWS_PREVIEW = "Доставим до двери и поднимем на этаж.";

/**
 * A demo database seeded earlier gets today's demo delivery rule and the news item that states it, so the shop
 * never promises free delivery it then charges for. Only rows still holding the old demo values change: a rule
 * or a text the shop edited itself stays as it is.
 */
export async function alignDemoDeliveryRules(db: Kysely<Database>): Promise<void> {
  const courier = DELIVERIES.find((d) => d.code === "courier");
  const news = NEWS.find((item) => item.title.startsWith("Бесплатная доставка"));
  if (courier) {
    await db
      .updateTable("deliveries")
      .set({ free_from: courier.free_from })
      .where("code", "=", "courier")
      .where("free_from", "=", OLD_COURIER_FREE_FROM)
      .execute();
  }
  if (news) {
    await db
      .updateTable("news")
      .set({ preview: news.preview, text: html(news.paragraphs) })
      .where("title", "=", news.title)
      .where("preview", "=", OLD_NEWS_PREVIEW)
      .execute();
  }
}
