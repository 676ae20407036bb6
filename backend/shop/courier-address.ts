import type { LiftKind } from "../db/schema-orders";

/** The courier's address as the order keeps it: street and house, then what a truck crew needs to know. */
export interface CourierAddress {
  street: string;
  flat: string;
  entrance: string;
  /** Negative for a basement; null when not given. */
  floor: number | null;
  intercom: string;
  lift: LiftKind | "";
}

export const LIFT_KINDS = ["none", "passenger", "freight"] as const satisfies readonly LiftKind[];

/** The words of the one-line address (the order's `delivery_address`, letters, 1C «Адрес доставки»). */
const WORDS = {
  flat: "кв.",
  entrance: "подъезд",
  floor: "этаж",
  intercom: "домофон",
  lift: { none: "без лифта", passenger: "пассажирский лифт", freight: "грузовой лифт" } satisfies Record<LiftKind, string>,
};

/** «Москва, ул. Тверская, д. 7, кв. 12, подъезд 2, этаж 5, домофон 12К, грузовой лифт»: the given parts only. */
export function courierAddressLine(city: string, address: CourierAddress): string {
  return [
    city,
    address.street,
    address.flat && `${WORDS.flat} ${address.flat}`,
    address.entrance && `${WORDS.entrance} ${address.entrance}`,
    address.floor !== null && `${WORDS.floor} ${address.floor}`,
    address.intercom && `${WORDS.intercom} ${address.intercom}`,
    address.lift && WORDS.lift[address.lift],
  ]
    .filter(Boolean)
    .join(", ");
}

/** The lift's words alone («грузовой лифт»), "" when not said. */
export const liftWords = (lift: LiftKind | "") => (lift ? WORDS.lift[lift] : "");
