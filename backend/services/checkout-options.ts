import type { Kysely, Selectable } from "kysely";
import type { Database } from "../db/schema";
import type { PvzPointsTable } from "../db/schema-orders";
import type { PaymentMethodCode } from "../shop/payment-methods";
import { offeredMethods, type OfferedMethod } from "./payments/method-choice";

/** The checkout's choices (docs/api.md `GET /order/options`, `GET /order/pvz`). */

export interface CheckoutOptions {
  deliveries: { id: number; code: string; title: string; price: number; days_min: number; days_max: number; free_from: number | null }[];
  /** `for_companies`: the payer is a company (by invoice), so the checkout asks for its name, ИНН and КПП. */
  payments: { id: number; title: string; description: string; for_companies: boolean; methods?: OfferedMethod[] }[];
  warehouses: { id: number; title: string; city: string; address: string; hours: string }[];
  /** Cities with pick-up points, alphabetically. */
  cities: string[];
}

/** A pick-up point as the checkout offers it: its row, without the back office's visibility flag. */
export type PickupPoint = Omit<Selectable<PvzPointsTable>, "hidden">;

/**
 * The checkout's choices (what the back office hid left out). `onlineMethods` null: the online payment is not
 * offered at all; else it carries the methods offered on their own (`methods`, each with its bounds).
 */
export async function loadCheckoutOptions(db: Kysely<Database>, onlineMethods: readonly PaymentMethodCode[] | null): Promise<CheckoutOptions> {
  const onlinePayment = onlineMethods !== null;
  const [deliveries, payments, warehouses, cities] = await Promise.all([
    db
      .selectFrom("deliveries")
      .select(["id", "code", "title", "price", "days_min", "days_max", "free_from"])
      .where("hidden", "=", 0)
      .orderBy("sort")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("payments")
      .select(["id", "title", "description", "for_companies", "online"])
      .$if(!onlinePayment, (q) => q.where("online", "=", 0))
      .orderBy("sort")
      .execute(),
    db.selectFrom("warehouses").select(["id", "title", "city", "address", "hours"]).where("hidden", "=", 0).orderBy("id").execute(),
    db.selectFrom("pvz_points").select("city").where("hidden", "=", 0).distinct().execute(),
  ]);
  return {
    deliveries,
    payments: payments.map(({ online, ...p }) => ({
      ...p,
      for_companies: p.for_companies === 1,
      ...(online === 1 && onlineMethods ? { methods: offeredMethods(onlineMethods) } : {}),
    })),
    warehouses,
    cities: cities.map((c) => c.city).sort((a, b) => a.localeCompare(b, "ru")),
  };
}

/** Pick-up points of a city (case-insensitive, ё = е); every point when no city is given. */
export async function loadPickupPoints(db: Kysely<Database>, city: string): Promise<PickupPoint[]> {
  const points = await db
    .selectFrom("pvz_points")
    .select(["id", "title", "city", "address", "hours", "lat", "lon", "days_min", "days_max"])
    .where("hidden", "=", 0)
    .orderBy("id")
    .execute();
  const wanted = city.trim().toLowerCase().replace(/ё/g, "е");
  if (wanted === "") return points;
  return points.filter((p) => p.city.toLowerCase().replace(/ё/g, "е") === wanted);
}
