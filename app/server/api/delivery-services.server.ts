import { z } from "zod";
import type { ServicesOffer } from "~/lib/delivery-services";
import type { CartViewLine } from "~/lib/cart-view";
import { callApi, readJson } from "./client.server";

const offerSchema = z.object({
  services: z.array(z.object({ code: z.string(), title: z.string(), price: z.number().nullable() })),
  assembly: z.array(z.object({ good_id: z.number(), name: z.string(), count: z.number(), price: z.number() })),
});

/** The building the lift is priced for: the courier address's floor and lift as the form has them ("" unsaid). */
export type ServicesBuilding = { floor: string; lift: string };

/**
 * `GET /api/order/services`: the courier's services for the cart's lines in this building. Null when the
 * backend does not answer it (an older backend, a floor it refuses): the checkout then offers none.
 */
export async function getServicesOffer(lines: readonly CartViewLine[], building: ServicesBuilding): Promise<ServicesOffer | null> {
  if (lines.length === 0) return null;
  const cart = JSON.stringify(Object.fromEntries(lines.map(({ good, count }) => [String(good.id), count])));
  const response = await callApi("/order/services", { query: { cart, address_floor: building.floor, address_lift: building.lift } });
  const parsed = response.ok ? offerSchema.safeParse(await readJson(response)) : null;
  return parsed?.success ? parsed.data : null;
}
