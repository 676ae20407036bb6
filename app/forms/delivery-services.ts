import { z } from "zod";
import { ORDER_SERVICE_CODES } from "~/lib/delivery-services";
import { isFloor, LIFT_KINDS } from "./courier-address";
import { MSG_LIFT_FLOOR_MISSING, MSG_LIFT_KIND_MISSING, MSG_SERVICE_UNKNOWN } from "~/config/messages/delivery-services";

/** A checkbox group's values as a list: none ticked posts nothing, one ticked a string, several a list. */
const ticked = (v: unknown) => (Array.isArray(v) ? v : typeof v === "string" && v !== "" ? [v] : []);

/** The longest list a group can post: a checkbox per cart line at most. */
const MAX_TICKED = 100;

/**
 * The courier's services of the checkout, spread into its schema: `services` (lift, removal, measuring) and
 * `assembly` (the ids of the goods to assemble). Anything else posted is refused next to the group.
 */
export const deliveryServicesFields = {
  services: z.preprocess(
    ticked,
    z
      .array(z.string().max(20))
      .max(ORDER_SERVICE_CODES.length, MSG_SERVICE_UNKNOWN)
      .refine((codes) => codes.every((code) => (ORDER_SERVICE_CODES as readonly string[]).includes(code)), MSG_SERVICE_UNKNOWN),
  ),
  assembly: z.preprocess(
    ticked,
    z
      .array(z.string().max(9))
      .max(MAX_TICKED, MSG_SERVICE_UNKNOWN)
      .refine((ids) => ids.every((id) => /^[1-9]\d{0,8}$/.test(id)), MSG_SERVICE_UNKNOWN)
      .transform((ids) => ids.map(Number)),
  ),
};

/** The services ticked in posted or refilled values; anything unreadable counts as none ticked. */
export function servicesChoiceOf(values: Record<string, unknown>): { services: string[]; assembly: number[] } {
  const services = deliveryServicesFields.services.safeParse(values.services);
  const assembly = deliveryServicesFields.assembly.safeParse(values.assembly);
  return { services: services.success ? services.data : [], assembly: assembly.success ? assembly.data : [] };
}

/** Lift is priced by the floor and the lift: ticked without them, the missing one is asked for next to its field. */
export function liftIssue(form: { services: string[]; address_floor: string; address_lift: string }): { path: string; message: string } | null {
  if (!form.services.includes("lift")) return null;
  if (form.address_floor === "") return { path: "address_floor", message: MSG_LIFT_FLOOR_MISSING };
  if (form.address_lift === "") return { path: "address_lift", message: MSG_LIFT_KIND_MISSING };
  return null;
}

/** The wire fields of `POST /api/request/order` for the services chosen (comma lists; empty: none). */
export const deliveryServicesWireFields = (form: { services: string[]; assembly: number[] }): Record<string, string> => ({
  services: form.services.join(","),
  assembly: form.assembly.join(","),
});

/**
 * The building the lift is priced for, from a posted form or a query: the floor when it is a whole number in
 * bounds and the lift when it is one of the three, else "" (unsaid), so a typo never keeps the other services
 * from being priced.
 */
export function buildingOf(values: { get(name: string): unknown }): { floor: string; lift: string } {
  const floor = String(values.get("address_floor") ?? "").trim();
  const lift = String(values.get("address_lift") ?? "");
  return { floor: isFloor(floor) ? floor : "", lift: (LIFT_KINDS as readonly string[]).includes(lift) ? lift : "" };
}
