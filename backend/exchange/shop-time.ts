import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { SHOP_TIME_ZONE } from "../config";

/**
 * Moments as the shop's clock shows them (SHOP_TIME_ZONE, Moscow by default), with the zone's offset: what 1C
 * reads as the time of an order. Computed in that zone whatever the server's own zone is.
 */
const inShopZone = (iso: string) => new TZDate(new Date(iso).getTime(), SHOP_TIME_ZONE);

/** `2026-11-26` — the shop's calendar day of the moment (CommerceML `Дата`). */
export const shopDay = (iso: string) => format(inShopZone(iso), "yyyy-MM-dd");
/** `01:15:00+03:00` — the shop's time of day with the offset (CommerceML `Время`, an xs:time). */
export const shopTimeOfDay = (iso: string) => format(inShopZone(iso), "HH:mm:ssxxx");
/** `2026-11-26T01:15:00+03:00` — date and time with the offset (xs:dateTime). */
export const shopMoment = (iso: string) => format(inShopZone(iso), "yyyy-MM-dd'T'HH:mm:ssxxx");
