import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { FURNITURE_KINDS, PACKAGE_SIZES, SERVICE_CODES, type FurnitureKind, type PackageSize, type ServiceCode } from "../../db/schema-services";
import { bumpCatalogRevision } from "../catalog-revision";
import { recordChange, type Actor } from "./audit";
import { checkVersion, versionOf } from "./versions";

/**
 * The courier's services as the back office edits them (docs/decisions/0072-delivery-settings-screens.md): each
 * service's line title, whether it is offered and its VAT code, removal's and measuring's prices, the lift's
 * prices per package size and whether a freight lift makes it free, and assembly by kind of furniture. One form,
 * one version: the stored values of every row it shows. The checkout's quote and the order read the same rows,
 * so a save is what the next shopper pays.
 */

export interface ServiceRow {
  title: string;
  enabled: boolean;
  vat_code: number;
}

/** The form's values, kopecks throughout. */
export interface ServicePrices {
  services: Record<ServiceCode, ServiceRow>;
  removal_price: number;
  measuring_price: number;
  lift_free_with_freight: boolean;
  lift_rates: Record<PackageSize, { stairs_per_floor: number; by_lift: number }>;
  /** Per piece (kopecks) or a percent of the good's price; both null or a price of 0: not assembled. */
  assembly_rates: Record<FurnitureKind, { price: number | null; percent: number | null }>;
}

const AUDIT = { entity: "delivery_services", entityId: "settings", actions: ["delivery_services.update"] } as const;

async function readPrices(db: Kysely<Database>): Promise<ServicePrices> {
  const [services, lift, assembly] = await Promise.all([
    db.selectFrom("delivery_services").selectAll().execute(),
    db.selectFrom("lift_rates").selectAll().execute(),
    db.selectFrom("assembly_rates").selectAll().execute(),
  ]);
  const service = (code: ServiceCode) => services.find((row) => row.code === code);
  const rate = (size: PackageSize) => lift.find((row) => row.size === size);
  const kind = (name: FurnitureKind) => assembly.find((row) => row.kind === name);
  return {
    services: Object.fromEntries(
      SERVICE_CODES.map((code) => {
        const row = service(code);
        return [code, { title: row?.title ?? "", enabled: row?.enabled === 1, vat_code: row?.vat_code ?? 1 }];
      }),
    ) as ServicePrices["services"],
    removal_price: service("removal")?.price ?? 0,
    measuring_price: service("measuring")?.price ?? 0,
    lift_free_with_freight: service("lift")?.free_with_freight === 1,
    lift_rates: Object.fromEntries(
      PACKAGE_SIZES.map((size) => [size, { stairs_per_floor: rate(size)?.stairs_per_floor ?? 0, by_lift: rate(size)?.by_lift ?? 0 }]),
    ) as ServicePrices["lift_rates"],
    assembly_rates: Object.fromEntries(
      FURNITURE_KINDS.map((name) => [name, { price: kind(name)?.price ?? null, percent: kind(name)?.percent ?? null }]),
    ) as ServicePrices["assembly_rates"],
  };
}

export function createStaffServicePrices(db: Kysely<Database>, iso: () => string) {
  return {
    /** The services' settings with the version the form sends back. */
    async get(): Promise<ServicePrices & { version: string }> {
      const prices = await readPrices(db);
      return { ...prices, version: versionOf(prices) };
    },

    /** Saves the whole form if nobody changed it since it was opened (else `edit_conflict`), with its audit entry. */
    async save(actor: Actor, version: string | null, input: ServicePrices): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await readPrices(trx);
        await checkVersion(trx, version, before, AUDIT);
        for (const code of SERVICE_CODES) {
          const { title, enabled, vat_code } = input.services[code];
          const price = code === "removal" ? input.removal_price : code === "measuring" ? input.measuring_price : 0;
          const free = code === "lift" && input.lift_free_with_freight ? 1 : 0;
          await trx
            .updateTable("delivery_services")
            .set({ title, enabled: enabled ? 1 : 0, vat_code, price, free_with_freight: free })
            .where("code", "=", code)
            .execute();
        }
        for (const size of PACKAGE_SIZES) {
          await trx.deleteFrom("lift_rates").where("size", "=", size).execute();
          await trx
            .insertInto("lift_rates")
            .values({ size, ...input.lift_rates[size] })
            .execute();
        }
        for (const kind of FURNITURE_KINDS) {
          await trx.deleteFrom("assembly_rates").where("kind", "=", kind).execute();
          await trx
            .insertInto("assembly_rates")
            .values({ kind, ...input.assembly_rates[kind] })
            .execute();
        }
        await recordChange(trx, actor, iso(), { action: AUDIT.actions[0], entity: AUDIT.entity, entityId: AUDIT.entityId, before, after: input });
        await bumpCatalogRevision(trx);
      });
    },
  };
}
export type StaffServicePrices = ReturnType<typeof createStaffServicePrices>;
