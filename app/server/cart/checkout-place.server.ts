import type { DeliveryTerms } from "~/lib/delivery-price";
import { getPickupPoints, type PickupPoint } from "~/server/api/order.server";
import { getDeliveryPrices } from "~/server/api/delivery-zones.server";

/** The checkout's city and what depends on it: its pick-up points and what each delivery costs there. */
export type CheckoutPlace = { city: string; points: PickupPoint[]; prices: DeliveryTerms[] | null };

/** Any city the shopper names (trimmed, at most 100 characters): its points, maybe none, and its delivery prices. */
export async function loadCheckoutPlace(city: string): Promise<CheckoutPlace> {
  const name = city.trim().slice(0, 100);
  const [points, prices] = await Promise.all([getPickupPoints(name), getDeliveryPrices(name)]);
  return { city: name, points, prices };
}
