import { z } from "zod";
import type { DeliveryTerms } from "~/lib/delivery-price";
import { callApi, readJson } from "./client.server";

const pricesSchema = z.object({
  zone: z.object({ id: z.number(), title: z.string() }).nullable(),
  deliveries: z.array(
    z.object({ id: z.number(), price: z.number().nullable(), free_from: z.number().nullable(), days_min: z.number(), days_max: z.number() }),
  ),
});

/**
 * `GET /api/order/delivery-prices?city=` (docs/api.md): what each delivery costs in the city, by its zone.
 * Null when the backend does not answer it (an older backend): the ways keep their own prices, and the
 * action's total check still stops a total the backend would price otherwise.
 */
export async function getDeliveryPrices(city: string): Promise<DeliveryTerms[] | null> {
  const response = await callApi("/order/delivery-prices", { query: { city } });
  const parsed = response.ok ? pricesSchema.safeParse(await readJson(response)) : null;
  return parsed?.success ? parsed.data.deliveries : null;
}
