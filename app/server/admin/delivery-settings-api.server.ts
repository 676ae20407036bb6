import { z } from "zod";
import { FURNITURE_KINDS, PACKAGE_SIZES, SERVICE_CODES } from "~/config/constants";
import { getPageData } from "../api/client.server";
import type { Call } from "./api.server";

/** The back office's delivery settings (`/api/admin/delivery/services`): the courier's services and their prices. */

const byKey = <K extends string, T extends z.ZodTypeAny>(keys: readonly K[], value: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, T>);

const servicePrices = z.object({
  services: byKey(SERVICE_CODES, z.object({ title: z.string(), enabled: z.boolean(), vat_code: z.number() })),
  removal_price: z.number(),
  measuring_price: z.number(),
  lift_free_with_freight: z.boolean(),
  lift_rates: byKey(PACKAGE_SIZES, z.object({ stairs_per_floor: z.number(), by_lift: z.number() })),
  assembly_rates: byKey(FURNITURE_KINDS, z.object({ price: z.number().nullable(), percent: z.number().nullable() })),
  version: z.string(),
});
export type ServicePrices = z.infer<typeof servicePrices>;
export const getServicePrices = (call: Call) => getPageData("/admin/delivery/services", servicePrices, call);
