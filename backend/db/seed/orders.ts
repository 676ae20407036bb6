import type { Kysely } from "kysely";
import type { ResolvedConfig } from "../../config";
import type { Database } from "../schema";
import { ADDRESS_CITIES, DELIVERIES, DELIVERY_SCHEDULES, PAYMENTS, PVZ_POINTS, WAREHOUSES } from "./orders-data";
import { DELIVERY_ZONES, MOSCOW_REGION_TOWNS } from "./delivery-zones-data";
import { russianHolidays } from "../../shop/russian-holidays";

/**
 * Fills the checkout reference data (deliveries and their calendar, payments, warehouses, pick-up points, delivery zones) and the local address
 * data for suggestions, once: a database that already has deliveries is left alone.
 */
export async function seedOrdersIfEmpty(db: Kysely<Database>, config: ResolvedConfig): Promise<void> {
  const existing = await db.selectFrom("deliveries").select("id").limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("deliveries").values(DELIVERIES).execute();
    await trx.insertInto("delivery_schedules").values(DELIVERY_SCHEDULES).execute();
    // Sundays off and the production calendar's fixed holidays of this year and the next.
    const year = new Date(config.now()).getUTCFullYear();
    await trx
      .insertInto("settings")
      .values({ key: "delivery_calendar", value: JSON.stringify({ days_off: [7], holidays: russianHolidays([year, year + 1]) }) })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    // The two structural methods are already there (prepareDatabase writes them in every mode).
    await trx
      .insertInto("payments")
      .values(PAYMENTS)
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    await trx.insertInto("warehouses").values(WAREHOUSES).execute();
    await trx.insertInto("pvz_points").values(PVZ_POINTS).execute();
    // One insert of many rows writes NULL for a key a row lacks: every row names every column.
    const zones = DELIVERY_ZONES.map((zone) => ({ cities: "", warehouse_id: null, km_from: null, km_to: null, ...zone }));
    await trx.insertInto("delivery_zones").values(zones).execute();
    const streets = [...ADDRESS_CITIES, ...MOSCOW_REGION_TOWNS].flatMap(({ region, city, postal, lat, lon, streets }) =>
      streets.map(([streetType, street, housesMax], i) => ({
        region,
        city,
        street_type: streetType,
        street,
        // Neighbouring streets get neighbouring postcodes and coordinates around the city centre.
        postal_code: String(postal + i * 3),
        lat: Number((lat + Math.sin(i) * 0.02).toFixed(5)),
        lon: Number((lon + Math.cos(i) * 0.03).toFixed(5)),
        houses_max: housesMax,
      })),
    );
    await trx.insertInto("address_streets").values(streets).execute();
  });
}
