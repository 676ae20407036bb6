import type { LiftKind } from "../db/schema-orders";
import type { PackageSize, ServiceCode } from "../db/schema-services";

/**
 * The courier's services and their prices (docs/decisions/0067-delivery-services.md): lift to the floor,
 * assembly, removal of old furniture and a measuring visit. Pure: the checkout's quote and the order price the
 * same choice with this one function, from the shop's settings and the goods as the catalogue has them.
 */

/** Kopecks per piece for each size. */
export type SizePrices = Record<PackageSize, number>;

export interface ServiceSettings {
  lift: {
    enabled: boolean;
    vat_code: number;
    /** Carried up the stairs: per piece per floor above the first. */
    stairs_per_floor: SizePrices;
    /** Taken up in a lift, whatever the floor: per piece. */
    by_lift: SizePrices;
    /** The shop lifts for free when the building has a freight lift. */
    free_with_freight: boolean;
  };
  assembly: {
    enabled: boolean;
    vat_code: number;
    /** A kind of furniture's assembly when neither the good nor its section says; a kind not named: not assembled. */
    by_kind: Record<string, AssemblyRule>;
  };
  removal: { enabled: boolean; vat_code: number; price: number };
  measuring: { enabled: boolean; vat_code: number; price: number };
}

/** A cart line as the services see it. */
export interface ServiceGood {
  id: number;
  count: number;
  size: PackageSize;
  /** Assembly of one piece, kopecks; null: the good is not assembled. */
  assembly: number | null;
}

/** What the shopper asked for: lift, the goods to assemble (by id), removal, a measuring visit. */
export interface ServiceChoice {
  lift: boolean;
  assembly: number[];
  removal: boolean;
  measuring: boolean;
}

export interface Building {
  floor: number | null;
  lift: LiftKind | "";
}

/** One order line of a service: price of one piece and the count (assembly counts the good's pieces). */
export interface PricedService {
  code: ServiceCode;
  /** The assembled good; null for the services of the whole order. */
  good_id: number | null;
  price: number;
  count: number;
  vat_code: number;
}

/** A choice the order cannot take, and the form field at fault. */
export type ServiceFault = "services_need_courier" | "lift_floor_missing" | "lift_kind_missing" | "service_unavailable";

/** The sizes a passenger lift takes; larger pieces go up the stairs. */
const FITS_PASSENGER_LIFT: ReadonlySet<PackageSize> = new Set(["small", "medium"]);

/** Lift of one piece of this size to this floor; floors at or below the first cost nothing (the crew carries it in). */
export function liftPiecePrice(settings: ServiceSettings["lift"], size: PackageSize, building: { floor: number; lift: LiftKind }): number {
  const floorsUp = building.floor - 1;
  if (floorsUp <= 0) return 0;
  if (building.lift === "freight") return settings.free_with_freight ? 0 : settings.by_lift[size];
  if (building.lift === "passenger" && FITS_PASSENGER_LIFT.has(size)) return settings.by_lift[size];
  return settings.stairs_per_floor[size] * floorsUp;
}

/** An assembly rule: a price per piece, else a percent of the good's price; both null: the rule says nothing. */
export interface AssemblyRule {
  price: number | null;
  percent: number | null;
}

/** Assembly of one piece by the first rule that says something (the good's, its section's, its kind's); 0 or none: not assembled. */
export function assemblyPiecePrice(goodPrice: number, rules: AssemblyRule[]): number | null {
  for (const rule of rules) {
    if (rule.price !== null) return rule.price > 0 ? rule.price : null;
    if (rule.percent !== null) return rule.percent > 0 ? Math.round((goodPrice * rule.percent) / 100) : null;
  }
  return null;
}

/** The size a good is carried as when the back office has not said: by its section's kind, else its largest side (cm). */
export function defaultPackageSize(kind: string, sides: { width: number; depth: number; height: number }): PackageSize {
  const byKind: Record<string, PackageSize> = {
    lamp: "small",
    chair: "medium",
    armchair: "large",
    table: "large",
    chest: "large",
    sofa: "bulky",
    wardrobe: "bulky",
    bed: "bulky",
  };
  const known = byKind[kind];
  if (known) return known;
  const longest = Math.max(sides.width, sides.depth, sides.height);
  if (longest < 60) return "small";
  if (longest < 120) return "medium";
  if (longest < 200) return "large";
  return "bulky";
}

/** What is wrong with a choice, or null: services need the courier, lift needs the floor and the lift. */
export function serviceFault(
  settings: ServiceSettings,
  choice: ServiceChoice,
  goods: ServiceGood[],
  courier: boolean,
  building: Building,
): ServiceFault | null {
  const wanted = choice.lift || choice.assembly.length > 0 || choice.removal || choice.measuring;
  if (!wanted) return null;
  if (!courier) return "services_need_courier";
  const assembled = new Map(goods.map((good) => [good.id, good.assembly]));
  const unavailable =
    (choice.lift && !settings.lift.enabled) ||
    (choice.removal && !settings.removal.enabled) ||
    (choice.measuring && !settings.measuring.enabled) ||
    (choice.assembly.length > 0 && !settings.assembly.enabled) ||
    choice.assembly.some((id) => (assembled.get(id) ?? null) === null);
  if (unavailable) return "service_unavailable";
  if (choice.lift && building.floor === null) return "lift_floor_missing";
  if (choice.lift && building.lift === "") return "lift_kind_missing";
  return null;
}

/**
 * The service lines of a choice that passed `serviceFault`, in a fixed order: lift (one line for the whole
 * order), assembly (a line per good, by the cart's order), removal, measuring. A service that costs nothing
 * (lift to the first floor, free with a freight lift) is no line, as a free delivery is none.
 */
export function priceServices(settings: ServiceSettings, choice: ServiceChoice, goods: ServiceGood[], building: Building): PricedService[] {
  const lines: PricedService[] = [];
  const orderLine = (code: ServiceCode, price: number, vat_code: number) => {
    if (price > 0) lines.push({ code, good_id: null, price, count: 1, vat_code });
  };
  if (choice.lift && building.floor !== null && building.lift !== "") {
    const where = { floor: building.floor, lift: building.lift };
    const lift = goods.reduce((sum, good) => sum + liftPiecePrice(settings.lift, good.size, where) * good.count, 0);
    orderLine("lift", lift, settings.lift.vat_code);
  }
  const assemble = new Set(choice.assembly);
  for (const good of goods) {
    if (assemble.has(good.id) && good.assembly !== null && good.assembly > 0)
      lines.push({ code: "assembly", good_id: good.id, price: good.assembly, count: good.count, vat_code: settings.assembly.vat_code });
  }
  if (choice.removal) orderLine("removal", settings.removal.price, settings.removal.vat_code);
  if (choice.measuring) orderLine("measuring", settings.measuring.price, settings.measuring.vat_code);
  return lines;
}
