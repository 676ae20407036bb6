/**
 * The courier's services (migration 038, docs/decisions/0067-delivery-services.md): their settings, the lift's
 * prices per package size, and what a good or a section says of its size and assembly.
 */

/** How big a good is to carry: a lamp is small, a chair medium, an armchair or a table large, a sofa bulky. */
export const PACKAGE_SIZES = ["small", "medium", "large", "bulky"] as const;
export type PackageSize = (typeof PACKAGE_SIZES)[number];

export const SERVICE_CODES = ["lift", "assembly", "removal", "measuring"] as const;
export type ServiceCode = (typeof SERVICE_CODES)[number];

export interface DeliveryServicesTable {
  code: ServiceCode;
  /** The order line's name: «Подъём на этаж», «Сборка», … */
  title: string;
  enabled: number;
  /** The receipt's `vat_code` (YooKassa's 1–12) of the service's lines. */
  vat_code: number;
  /** Removal and measuring: kopecks per order; 0 for lift and assembly (priced by the goods). */
  price: number;
  /** Lift: 1 when a freight lift makes it free. */
  free_with_freight: number;
  sort: number;
}

export interface LiftRatesTable {
  size: PackageSize;
  /** Kopecks per piece per floor above the first, carried by the stairs. */
  stairs_per_floor: number;
  /** Kopecks per piece taken up in a lift. */
  by_lift: number;
}

/** A good's own size and assembly; no row (or nulls): its section's assembly and the size its kind suggests. */
export interface GoodServicesTable {
  good_id: number;
  package_size: PackageSize | null;
  /** Kopecks per piece; 0: never assembled. */
  assembly_price: number | null;
  /** Percent of the good's price, a whole number. */
  assembly_percent: number | null;
}

export interface SectionServicesTable {
  section_id: number;
  assembly_price: number | null;
  assembly_percent: number | null;
}

/** The kinds of furniture the catalogue's sections are (`sections.kind`). */
export const FURNITURE_KINDS = ["sofa", "armchair", "bed", "wardrobe", "chest", "table", "chair", "lamp"] as const;
export type FurnitureKind = (typeof FURNITURE_KINDS)[number];

/** Assembly of a kind of furniture when neither the good nor its section says (migration 045). */
export interface AssemblyRatesTable {
  kind: string;
  /** Kopecks per piece; 0: never assembled. */
  price: number | null;
  /** Percent of the good's price, a whole number. */
  percent: number | null;
}

export interface ServiceTables {
  delivery_services: DeliveryServicesTable;
  lift_rates: LiftRatesTable;
  assembly_rates: AssemblyRatesTable;
  good_services: GoodServicesTable;
  section_services: SectionServicesTable;
}
