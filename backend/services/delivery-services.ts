import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { PackageSize, ServiceCode } from "../db/schema-services";
import {
  assemblyPiecePrice,
  defaultPackageSize,
  priceServices,
  serviceFault,
  type Building,
  type PricedService,
  type ServiceChoice,
  type ServiceGood,
  type ServiceSettings,
} from "../shop/delivery-services";
import { serviceLineName } from "../shop/service-line-names";
import type { NewOrderLine } from "./order-lines";
import { DomainError } from "./errors";

/**
 * The courier's services as the shop has set them and the goods of a cart as the services see them (size,
 * assembly); prices come from backend/shop/delivery-services.ts, the one rule the quote and the order share.
 */

export type ServiceTitles = Record<ServiceCode, string>;

/** The shop's service settings and the titles its lines take. */
export async function loadServiceSettings(db: Kysely<Database>): Promise<{ settings: ServiceSettings; titles: ServiceTitles }> {
  const [rows, rates, assemblyRates] = await Promise.all([
    db.selectFrom("delivery_services").selectAll().orderBy("sort").execute(),
    db.selectFrom("lift_rates").selectAll().execute(),
    db.selectFrom("assembly_rates").selectAll().execute(),
  ]);
  const row = (code: ServiceCode) => rows.find((r) => r.code === code) ?? { title: "", enabled: 0, vat_code: 1, price: 0, free_with_freight: 0 };
  const sizes = (pick: (rate: (typeof rates)[number]) => number) => {
    const prices: Record<PackageSize, number> = { small: 0, medium: 0, large: 0, bulky: 0 };
    for (const rate of rates) prices[rate.size] = pick(rate);
    return prices;
  };
  const common = (code: ServiceCode) => ({ enabled: row(code).enabled === 1, vat_code: row(code).vat_code });
  return {
    settings: {
      lift: {
        ...common("lift"),
        stairs_per_floor: sizes((rate) => rate.stairs_per_floor),
        by_lift: sizes((rate) => rate.by_lift),
        free_with_freight: row("lift").free_with_freight === 1,
      },
      assembly: { ...common("assembly"), by_kind: Object.fromEntries(assemblyRates.map((r) => [r.kind, { price: r.price, percent: r.percent }])) },
      removal: { ...common("removal"), price: row("removal").price },
      measuring: { ...common("measuring"), price: row("measuring").price },
    },
    titles: { lift: row("lift").title, assembly: row("assembly").title, removal: row("removal").title, measuring: row("measuring").title },
  };
}

/** A cart's goods for the services, in the cart's order: size and assembly by the good, its section, its kind. */
async function serviceGoodsOf(
  db: Kysely<Database>,
  byKind: ServiceSettings["assembly"]["by_kind"],
  cart: Map<number, number>,
): Promise<(ServiceGood & { name: string; price: number })[]> {
  const ids = [...cart.keys()];
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("goods")
    .innerJoin("sections", "sections.id", "goods.section_id")
    .leftJoin("good_services", "good_services.good_id", "goods.id")
    .leftJoin("section_services", "section_services.section_id", "goods.section_id")
    .select([
      "goods.id",
      "goods.name",
      "goods.variant_label",
      "goods.price",
      "goods.width",
      "goods.depth",
      "goods.height",
      "sections.kind",
      "good_services.package_size",
      "good_services.assembly_price as good_assembly_price",
      "good_services.assembly_percent as good_assembly_percent",
      "section_services.assembly_price as section_assembly_price",
      "section_services.assembly_percent as section_assembly_percent",
    ])
    .where("goods.id", "in", ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id,
        name: row.variant_label ? `${row.name}, ${row.variant_label}` : row.name,
        price: row.price,
        count: cart.get(id) ?? 0,
        size: row.package_size ?? defaultPackageSize(row.kind, row),
        assembly: assemblyPiecePrice(row.price, [
          { price: row.good_assembly_price, percent: row.good_assembly_percent },
          { price: row.section_assembly_price, percent: row.section_assembly_percent },
          byKind[row.kind] ?? { price: null, percent: null },
        ]),
      },
    ];
  });
}

/** The service lines of an order, named, with their own VAT codes; a choice the order cannot take is refused. */
export async function serviceOrderLines(
  db: Kysely<Database>,
  input: { cart: Map<number, number>; choice: ServiceChoice; courier: boolean; building: Building },
): Promise<NewOrderLine[]> {
  const { settings, titles } = await loadServiceSettings(db);
  const goods = await serviceGoodsOf(db, settings.assembly.by_kind, input.cart);
  const fault = serviceFault(settings, input.choice, goods, input.courier, input.building);
  if (fault) throw new DomainError(fault, { fields: [FAULT_FIELDS[fault]] });
  const names = new Map(goods.map((good) => [good.id, good.name]));
  return priceServices(settings, input.choice, goods, input.building).map((line: PricedService) => ({
    kind: "service",
    good_id: line.good_id,
    service_code: line.code,
    name: serviceLineName(titles[line.code], line.code, line.good_id === null ? "" : (names.get(line.good_id) ?? ""), input.building),
    price: line.price,
    count: line.count,
    discount: 0,
    image: null,
    vat_code: line.vat_code,
  }));
}

/** The form field each refusal points at. */
const FAULT_FIELDS = {
  services_need_courier: "services",
  service_unavailable: "services",
  lift_floor_missing: "address_floor",
  lift_kind_missing: "address_lift",
} as const;

/** `GET /order/services` (docs/api.md): what each service costs for this cart and building, and the chosen ones priced. */
export interface ServicesQuote {
  /** The services the shop offers, in its order; price per order (lift: for this cart and building, null until both are said; assembly: null, see `assembly`). */
  services: { code: ServiceCode; title: string; price: number | null; vat_code: number }[];
  /** The cart's goods that can be assembled, with the price of one piece. */
  assembly: { good_id: number; name: string; count: number; price: number }[];
  /** The chosen services as the order's lines would be (what cannot be priced yet is left out), and their sum. */
  lines: { service_code: ServiceCode; good_id: number | null; name: string; price: number; count: number; sum: number }[];
  total: number;
}

export async function quoteServices(
  db: Kysely<Database>,
  input: { cart: Map<number, number>; choice: ServiceChoice; building: Building },
): Promise<ServicesQuote> {
  const { settings, titles } = await loadServiceSettings(db);
  const goods = await serviceGoodsOf(db, settings.assembly.by_kind, input.cart);
  const names = new Map(goods.map((good) => [good.id, good.name]));
  const none: ServiceChoice = { lift: false, assembly: [], removal: false, measuring: false };
  const liftLines = priceServices(settings, { ...none, lift: true }, goods, input.building);
  const liftPrice = input.building.floor === null || input.building.lift === "" ? null : (liftLines[0]?.price ?? 0);
  const offered = (code: ServiceCode, price: number | null) => ({ code, title: titles[code], price, vat_code: settings[code].vat_code });
  const services = [
    settings.lift.enabled && offered("lift", liftPrice),
    settings.assembly.enabled && goods.some((good) => good.assembly !== null) && offered("assembly", null),
    settings.removal.enabled && offered("removal", settings.removal.price),
    settings.measuring.enabled && offered("measuring", settings.measuring.price),
  ].filter((service) => service !== false);
  const assembly = settings.assembly.enabled
    ? goods.flatMap((good) => (good.assembly === null ? [] : [{ good_id: good.id, name: good.name, count: good.count, price: good.assembly }]))
    : [];
  // Only what the shop offers is priced: a quote answers, it never refuses.
  const choice: ServiceChoice = {
    lift: input.choice.lift && settings.lift.enabled,
    assembly: input.choice.assembly.filter((id) => assembly.some((good) => good.good_id === id)),
    removal: input.choice.removal && settings.removal.enabled,
    measuring: input.choice.measuring && settings.measuring.enabled,
  };
  const lines = priceServices(settings, choice, goods, input.building).map((line) => ({
    service_code: line.code,
    good_id: line.good_id,
    name: serviceLineName(titles[line.code], line.code, line.good_id === null ? "" : (names.get(line.good_id) ?? ""), input.building),
    price: line.price,
    count: line.count,
    sum: line.price * line.count,
  }));
  return { services, assembly, lines, total: lines.reduce((sum, line) => sum + line.sum, 0) };
}
