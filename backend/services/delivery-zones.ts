import type { Kysely, Selectable } from "kysely";
import type { Database } from "../db/schema";
import type { DeliveriesTable, DeliveryZonesTable } from "../db/schema-orders";

/**
 * Which delivery zone a place falls into, and what each delivery costs there. A zone of kind 'cities' names its
 * cities; a zone of kind 'band' takes the cities whose centre lies between km_from and km_to of its warehouse's
 * city (centres from the local address data). Cities named by a zone win over bands; of several bands the
 * nearest one (smallest km_from) wins.
 */

export type DeliveryZone = Selectable<DeliveryZonesTable>;
type Delivery = Pick<Selectable<DeliveriesTable>, "id" | "code" | "price" | "free_from" | "days_min" | "days_max" | "zone_priced">;

/** What a delivery costs in a place; `price` null: the manager prices it (the city is outside every zone). */
export interface DeliveryTerms {
  id: number;
  price: number | null;
  free_from: number | null;
  days_min: number;
  days_max: number;
}

const EARTH_RADIUS_KM = 6371;

/** City names as compared: trimmed, lower case, ё as е, «г.» in front dropped, inner spaces single. */
export const cityKey = (city: string) =>
  city
    .trim()
    .toLowerCase()
    .replace(/ё/g, "е")
    .replace(/^г\.?\s+/, "")
    .replace(/\s+/g, " ");

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** A city's centre: the mean of its streets in the local address data; null for a city it does not know. */
async function cityCentre(db: Kysely<Database>, city: string): Promise<{ lat: number; lon: number } | null> {
  const streets = await db.selectFrom("address_streets").select(["city", "lat", "lon"]).execute();
  const own = streets.filter((s) => cityKey(s.city) === cityKey(city));
  if (own.length === 0) return null;
  return { lat: own.reduce((sum, s) => sum + s.lat, 0) / own.length, lon: own.reduce((sum, s) => sum + s.lon, 0) / own.length };
}

/** The zones the checkout uses (hidden ones left out), in the back office's order. */
export function activeZones(db: Kysely<Database>): Promise<DeliveryZone[]> {
  return db.selectFrom("delivery_zones").selectAll().where("hidden", "=", 0).orderBy("sort").orderBy("id").execute();
}

/** The zone a city falls into, or null when it is in none; the one rule the checkout, the order and delivery dates share. */
export async function zoneOfCity(db: Kysely<Database>, city: string, zones?: DeliveryZone[]): Promise<DeliveryZone | null> {
  const key = cityKey(city);
  if (key === "") return null;
  const all = zones ?? (await activeZones(db));
  const named = all.find((zone) => zone.kind === "cities" && zone.cities.split("\n").some((name) => cityKey(name) === key));
  if (named) return named;
  const bands = all.filter((zone) => zone.kind === "band" && zone.warehouse_id !== null).sort((a, b) => (a.km_from ?? 0) - (b.km_from ?? 0));
  if (bands.length === 0) return null;
  const place = await cityCentre(db, city);
  if (!place) return null;
  for (const band of bands) {
    const warehouse = await db
      .selectFrom("warehouses")
      .select("city")
      .where("id", "=", band.warehouse_id as number)
      .executeTakeFirst();
    const origin = warehouse ? await cityCentre(db, warehouse.city) : null;
    if (!origin) continue;
    const km = distanceKm(origin, place);
    if (km >= (band.km_from ?? 0) && (band.km_to === null || km < band.km_to)) return band;
  }
  return null;
}

/**
 * What a delivery costs with this zone: a zone-priced courier or pick-up takes the zone's price, threshold and
 * days; a warehouse keeps its own (one collects in the warehouse's city), and so does a delivery the shop prices
 * itself (an evening courier at a fixed price). While the shop has no zones at all every delivery keeps its own
 * price; once it has some, a zone-priced delivery outside every zone is priced by the manager.
 */
export function deliveryTerms(delivery: Delivery, zone: DeliveryZone | null, zonesInUse: boolean): DeliveryTerms {
  const own = { id: delivery.id, price: delivery.price, free_from: delivery.free_from, days_min: delivery.days_min, days_max: delivery.days_max };
  if (delivery.code === "warehouse" || delivery.zone_priced !== 1 || !zonesInUse) return own;
  if (!zone) return { ...own, price: null, free_from: null };
  return {
    id: delivery.id,
    price: delivery.code === "courier" ? zone.courier_price : zone.pvz_price,
    free_from: zone.free_from,
    days_min: zone.days_min,
    days_max: zone.days_max,
  };
}

/** A price for this cart: 0 from the free-from total on, null when the manager prices it. */
export const priceForGoods = (terms: Pick<DeliveryTerms, "price" | "free_from">, goodsTotal: number): number | null =>
  terms.price === null ? null : terms.free_from !== null && goodsTotal >= terms.free_from ? 0 : terms.price;

/** The zone of a city and what every offered delivery costs there (docs/api.md `GET /order/delivery-prices`). */
export async function deliveryPricesIn(
  db: Kysely<Database>,
  city: string,
): Promise<{ zone: { id: number; title: string } | null; deliveries: DeliveryTerms[] }> {
  const [zones, deliveries] = await Promise.all([
    activeZones(db),
    db
      .selectFrom("deliveries")
      .select(["id", "code", "price", "free_from", "days_min", "days_max", "zone_priced"])
      .where("hidden", "=", 0)
      .orderBy("sort")
      .orderBy("id")
      .execute(),
  ]);
  const zone = await zoneOfCity(db, city, zones);
  return {
    zone: zone ? { id: zone.id, title: zone.title } : null,
    deliveries: deliveries.map((delivery) => deliveryTerms(delivery, zone, zones.length > 0)),
  };
}
