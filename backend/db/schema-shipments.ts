import type { Generated } from "kysely";

/** Partial shipments of an order (migration 050, docs/decisions/0077). */

export interface OrderShipmentsTable {
  id: Generated<number>;
  order_id: number;
  /** The carrier's number of this part ("" when none was given). */
  tracking_number: string;
  /** The staff member's e-mail who shipped it. */
  created_by: string;
  created_at: string;
}

/** The pieces of one order line a shipment took. */
export interface OrderShipmentLinesTable {
  shipment_id: number;
  order_item_id: number;
  count: number;
}

export interface ShipmentTables {
  order_shipments: OrderShipmentsTable;
  order_shipment_lines: OrderShipmentLinesTable;
}
