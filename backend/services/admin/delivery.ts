import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema";
import type { DeliveriesTable, DeliveryZonesTable } from "../../db/schema-orders";
import { bumpCatalogRevision } from "../catalog-revision";
import { DomainError } from "../errors";
import { recordChange, type Actor } from "./audit";
import { checkVersion, versionOf, type RecordEdit } from "./versions";

/** A way of delivery as staff edit it; `code` says what the checkout asks for (a point, a warehouse, an address). */
export interface DeliveryInput {
  title: string;
  price: number;
  /** Goods total from which delivery is free; null: never free. */
  free_from: number | null;
  days_min: number;
  days_max: number;
  sort: number;
  hidden: boolean;
  /** Courier or pick-up priced by the city's delivery zone; false: this price everywhere. */
  zone_priced: boolean;
}
export type DeliveryCode = DeliveriesTable["code"];
export type StaffDelivery = DeliveryInput & { id: number; code: DeliveryCode };

export interface WarehouseInput {
  title: string;
  city: string;
  address: string;
  hours: string;
  hidden: boolean;
}
export type StaffWarehouse = WarehouseInput & { id: number };

export interface PickupPointInput extends WarehouseInput {
  lat: number;
  lon: number;
  days_min: number;
  days_max: number;
}
export type StaffPickupPoint = PickupPointInput & { id: number };

/**
 * A delivery zone as staff edit it: its row (cities one per line, a band's kilometres from its warehouse's city,
 * weekdays as a JSON list) with the visibility flag as a yes/no.
 */
export type ZoneInput = Omit<Selectable<DeliveryZonesTable>, "id" | "hidden"> & { hidden: boolean };
export type StaffZone = Omit<ZoneInput, "weekdays"> & { id: number; weekdays: number[] };

type Versioned<T> = T & { version: string };

type Table = "deliveries" | "warehouses" | "pvz_points" | "delivery_zones";
const ENTITY: Record<Table, string> = { deliveries: "delivery", warehouses: "warehouse", pvz_points: "pvz", delivery_zones: "zone" };
const COLUMNS = {
  deliveries: ["id", "code", "title", "price", "free_from", "days_min", "days_max", "sort", "hidden", "zone_priced"],
  warehouses: ["id", "title", "city", "address", "hours", "hidden"],
  pvz_points: ["id", "title", "city", "address", "hours", "lat", "lon", "days_min", "days_max", "hidden"],
  delivery_zones: [
    "id",
    "title",
    "kind",
    "cities",
    "warehouse_id",
    "km_from",
    "km_to",
    "courier_price",
    "pvz_price",
    "free_from",
    "days_min",
    "days_max",
    "sort",
    "hidden",
    "weekdays",
    "daily_capacity",
  ],
} as const;

/** A stored row with its 0/1 flags read as booleans. */
type Shown<T> = Omit<T, "hidden" | "zone_priced"> & { hidden: boolean } & (T extends { zone_priced: number } ? { zone_priced: boolean } : unknown);
const shown = <T extends { hidden: number }>(row: T): Shown<T> =>
  ({
    ...row,
    hidden: Number(row.hidden) === 1,
    ...("zone_priced" in row ? { zone_priced: Number(row.zone_priced) === 1 } : {}),
  }) as Shown<T>;

/** A row as its form edits it (its id aside), the values its version is made of. */
const editedValues = ({ id: _id, ...values }: { id: number; hidden: boolean }) => values;

/** A stored row for its page: with the version its form sends back. */
const editable = <T extends { id: number; hidden: number }>(row: T) => {
  const view = shown(row);
  return { ...view, version: versionOf(editedValues(view)) };
};

/**
 * The checkout's reference data in the back office: deliveries, pick-up points, warehouses and delivery zones, listed hidden ones
 * too, added and changed, never deleted (orders point at them): a row the shop stops offering is hidden. Each
 * change is one transaction with its audit entry (before → after) and a raised public data revision, so every
 * storefront process offers the new choices within a second or so.
 */
export function createStaffDelivery(db: Kysely<Database>, iso: () => string) {
  /** Creates (`edit` null) or changes one row of `table`; answers its id. The tables have no generated ids. */
  async function save(actor: Actor, table: Table, edit: RecordEdit | null, values: Record<string, unknown>): Promise<number> {
    const id = edit?.id ?? null;
    return db.transaction().execute(async (trx) => {
      const stored = { ...values, hidden: values.hidden ? 1 : 0, ...("zone_priced" in values ? { zone_priced: values.zone_priced ? 1 : 0 } : {}) };
      let before: Record<string, unknown> | null = null;
      let rowId: number;
      if (id === null) {
        const max = await trx
          .selectFrom(table)
          .select((eb) => eb.fn.max("id").as("id"))
          .executeTakeFirst();
        rowId = Number(max?.id ?? 0) + 1;
        await trx
          .insertInto(table)
          .values({ id: rowId, ...stored } as never)
          .execute();
      } else {
        const old = await trx.selectFrom(table).select(COLUMNS[table]).where("id", "=", id).executeTakeFirst();
        if (!old) throw new DomainError("not_found");
        const rest = editedValues(shown(old as { id: number; hidden: number }));
        await checkVersion(trx, edit?.version ?? null, rest, { entity: ENTITY[table], entityId: id });
        before = rest;
        rowId = id;
        await trx
          .updateTable(table)
          .set(stored as never)
          .where("id", "=", id)
          .execute();
      }
      const action = `${ENTITY[table]}.${id === null ? "create" : "update"}`;
      await recordChange(trx, actor, iso(), { action, entity: ENTITY[table], entityId: rowId, before, after: values });
      await bumpCatalogRevision(trx);
      return rowId;
    });
  }

  return {
    /** Everything the checkout may offer, hidden rows too: deliveries in checkout order, points and warehouses by city. */
    async list(): Promise<{
      deliveries: Versioned<StaffDelivery>[];
      pickup_points: Versioned<StaffPickupPoint>[];
      warehouses: Versioned<StaffWarehouse>[];
      zones: Versioned<StaffZone>[];
    }> {
      const [deliveries, points, warehouses, zones] = await Promise.all([
        db.selectFrom("deliveries").select(COLUMNS.deliveries).orderBy("sort").orderBy("id").execute(),
        db.selectFrom("pvz_points").select(COLUMNS.pvz_points).orderBy("city").orderBy("id").execute(),
        db.selectFrom("warehouses").select(COLUMNS.warehouses).orderBy("city").orderBy("id").execute(),
        db.selectFrom("delivery_zones").select(COLUMNS.delivery_zones).orderBy("sort").orderBy("id").execute(),
      ]);
      return {
        deliveries: deliveries.map(editable),
        pickup_points: points.map(editable),
        warehouses: warehouses.map(editable),
        zones: zones.map(editable).map((zone) => ({ ...zone, weekdays: JSON.parse(zone.weekdays) as number[] })),
      };
    },
    /** A new delivery with what the checkout asks for it (a point, a warehouse or an address); answers its id. */
    createDelivery: (actor: Actor, code: DeliveryCode, input: DeliveryInput) => save(actor, "deliveries", null, { code, ...input }),
    /** A stored delivery keeps its code: the orders placed with it were asked for by it. */
    updateDelivery: (actor: Actor, edit: RecordEdit, input: DeliveryInput) => save(actor, "deliveries", edit, { ...input }),
    saveWarehouse: (actor: Actor, edit: RecordEdit | null, input: WarehouseInput) => save(actor, "warehouses", edit, { ...input }),
    savePickupPoint: (actor: Actor, edit: RecordEdit | null, input: PickupPointInput) => save(actor, "pvz_points", edit, { ...input }),
    saveZone: (actor: Actor, edit: RecordEdit | null, input: ZoneInput) => save(actor, "delivery_zones", edit, { ...input }),
  };
}
export type StaffDeliveryService = ReturnType<typeof createStaffDelivery>;
