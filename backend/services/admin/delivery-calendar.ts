import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { DeliveriesTable } from "../../db/schema-orders";
import { bumpCatalogRevision } from "../catalog-revision";
import { CALENDAR_KEY, readShopCalendar } from "../delivery-dates";
import { recordChange, type Actor } from "./audit";
import { checkVersion, versionOf } from "./versions";

/**
 * The delivery calendar as the back office edits it (docs/decisions/0072-delivery-settings-screens.md): the
 * weekdays the shop does not deliver on, its holidays, and each delivery way's orders a day and time windows.
 * One form, one version; the checkout's days (`GET /order/dates`) and the order read the same rows.
 */

export interface WaySchedule {
  delivery_id: number;
  /** Orders a day; 0: no limit. */
  capacity: number;
  windows: string[];
}

export interface CalendarInput {
  /** ISO weekdays off (1 Monday … 7 Sunday). */
  days_off: number[];
  /** `YYYY-MM-DD`, in order. */
  holidays: string[];
  ways: WaySchedule[];
}

export type StaffCalendar = CalendarInput & {
  ways: (WaySchedule & { title: string; code: DeliveriesTable["code"]; hidden: boolean })[];
  version: string;
};

const AUDIT = { entity: "settings", entityId: CALENDAR_KEY, actions: ["settings.delivery_calendar"] } as const;

async function readCalendar(db: Kysely<Database>): Promise<Omit<StaffCalendar, "version">> {
  const [calendar, ways, schedules] = await Promise.all([
    readShopCalendar(db),
    db.selectFrom("deliveries").select(["id", "title", "code", "hidden"]).orderBy("sort").orderBy("id").execute(),
    db.selectFrom("delivery_schedules").selectAll().execute(),
  ]);
  return {
    days_off: [...calendar.daysOff].sort(),
    holidays: [...calendar.holidays].sort(),
    ways: ways.map((way) => {
      const schedule = schedules.find((row) => row.delivery_id === way.id);
      const windows = schedule ? (JSON.parse(schedule.windows) as string[]) : [];
      return { delivery_id: way.id, title: way.title, code: way.code, hidden: way.hidden === 1, capacity: schedule?.daily_capacity ?? 0, windows };
    }),
  };
}

/** The values the form edits, the ones its version is made of: the ways' titles are shown, not edited. */
const edited = (calendar: Omit<StaffCalendar, "version">): CalendarInput => ({
  days_off: calendar.days_off,
  holidays: calendar.holidays,
  ways: calendar.ways.map(({ delivery_id, capacity, windows }) => ({ delivery_id, capacity, windows })),
});

export function createStaffCalendar(db: Kysely<Database>, iso: () => string) {
  return {
    async get(): Promise<StaffCalendar> {
      const calendar = await readCalendar(db);
      return { ...calendar, version: versionOf(edited(calendar)) };
    },

    /** Saves the calendar if nobody changed it since the form was opened (else `edit_conflict`); ways not sent keep theirs. */
    async save(actor: Actor, version: string | null, input: CalendarInput): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = edited(await readCalendar(trx));
        await checkVersion(trx, version, before, AUDIT);
        const value = JSON.stringify({ days_off: [...input.days_off].sort(), holidays: [...new Set(input.holidays)].sort() });
        await trx
          .insertInto("settings")
          .values({ key: CALENDAR_KEY, value })
          .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
          .execute();
        const known = new Set(before.ways.map((way) => way.delivery_id));
        for (const way of input.ways.filter((w) => known.has(w.delivery_id))) {
          await trx.deleteFrom("delivery_schedules").where("delivery_id", "=", way.delivery_id).execute();
          await trx
            .insertInto("delivery_schedules")
            .values({ delivery_id: way.delivery_id, daily_capacity: way.capacity, windows: JSON.stringify(way.windows) })
            .execute();
        }
        await recordChange(trx, actor, iso(), { action: AUDIT.actions[0], entity: AUDIT.entity, entityId: AUDIT.entityId, before, after: input });
        await bumpCatalogRevision(trx);
      });
    },
  };
}
export type StaffCalendarService = ReturnType<typeof createStaffCalendar>;
