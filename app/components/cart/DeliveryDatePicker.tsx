import { useId } from "react";
import { useField } from "remix-validated-form";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  LABEL_DAY_FULL,
  LABEL_DAYS_OF_WAY_HINT,
  LABEL_DELIVERY_DAY,
  LABEL_DELIVERY_WINDOW,
  LABEL_EARLIEST_DAY,
  LABEL_NO_FREE_DAYS,
  LABEL_PICKUP_DAY,
  LABEL_WINDOW_TEXT,
  WEEKDAYS_HEAD,
} from "~/config/messages/delivery-dates";
import { calendarWeeks, formatDay, formatDayWithWeekday } from "~/lib/delivery-dates";
import type { DeliveryDays } from "~/server/api/order.server";

type DeliveryDatePickerProps = {
  /** The days of the delivery way chosen; undefined when the backend offers none (then nothing is asked). */
  days: DeliveryDays | undefined;
  /** The way's kind: a courier brings the order, the other ways are where the shopper takes it. */
  kind: string;
};

/**
 * The delivery day (and time window, where the way has them), from the earliest day the slowest good allows.
 * Without JavaScript it is a plain list of the free days; with it, a calendar of weeks where days off are blank
 * and full days are shown but cannot be chosen. Both are the same `delivery_date` radios, so the form posts the
 * same either way; the first free day (or the day posted before) is chosen to begin with.
 */
export function DeliveryDatePicker({ days, kind }: DeliveryDatePickerProps) {
  const hydrated = useHydrated();
  const id = useId();
  const dateField = useField("delivery_date");
  const windowField = useField("delivery_window");
  if (!days) return null;
  const free = days.days.filter((d) => d.free).map((d) => d.date);
  const posted = typeof dateField.defaultValue === "string" && free.includes(dateField.defaultValue) ? dateField.defaultValue : undefined;
  const chosen = posted ?? free[0];
  const postedWindow =
    typeof windowField.defaultValue === "string" && days.windows.includes(windowField.defaultValue) ? windowField.defaultValue : undefined;
  const errorId = `${id}-error`;
  return (
    // Keyed by the way: another way's days start from its own first free day.
    <fieldset
      key={days.delivery_id}
      className="checkout-section delivery-days"
      aria-describedby={errorId}
      aria-invalid={dateField.error ? true : undefined}
      data-testid="delivery-days"
    >
      <legend>{kind === "courier" ? LABEL_DELIVERY_DAY : LABEL_PICKUP_DAY}</legend>
      <input type="hidden" name="delivery_days_offered" value="1" />
      <ul className="field__errors" id={errorId} aria-live="polite">
        {dateField.error ? <li>{dateField.error}</li> : null}
      </ul>
      <p className="delivery-days__note">{LABEL_EARLIEST_DAY(formatDay(days.earliest))}</p>
      {free.length === 0 ? <p className="delivery-days__note">{LABEL_NO_FREE_DAYS}</p> : null}
      {hydrated ? (
        <DayCalendar days={days} chosen={chosen} />
      ) : (
        <>
          <div className="delivery-days__list">
            {free.map((day) => (
              <label key={day} className="delivery-day">
                <input type="radio" name="delivery_date" value={day} defaultChecked={day === chosen} />
                <span>{formatDayWithWeekday(day)}</span>
              </label>
            ))}
          </div>
          <p className="delivery-days__hint">{LABEL_DAYS_OF_WAY_HINT}</p>
        </>
      )}
      {days.windows.length > 0 ? (
        <fieldset className="delivery-days__windows" aria-describedby={`${errorId}-window`}>
          <legend>{LABEL_DELIVERY_WINDOW}</legend>
          <ul className="field__errors" id={`${errorId}-window`} aria-live="polite">
            {windowField.error ? <li>{windowField.error}</li> : null}
          </ul>
          {days.windows.map((window, i) => (
            <label key={window} className="delivery-day">
              <input type="radio" name="delivery_window" value={window} defaultChecked={postedWindow ? window === postedWindow : i === 0} />
              <span>{LABEL_WINDOW_TEXT(window)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </fieldset>
  );
}

/** Weeks from Monday; a day not offered (a day off, a holiday) is an empty cell, a full day a disabled one. */
function DayCalendar({ days, chosen }: { days: DeliveryDays; chosen: string | undefined }) {
  const byDate = new Map(days.days.map((d) => [d.date, d.free]));
  return (
    <table className="delivery-calendar">
      <thead>
        <tr>
          {WEEKDAYS_HEAD.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {calendarWeeks(days.days.map((d) => d.date)).map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const free = byDate.get(day);
              if (free === undefined) return <td key={day} className="delivery-calendar__off" />;
              return (
                <td key={day}>
                  <label className={free ? "delivery-calendar__day" : "delivery-calendar__day is-full"}>
                    <input
                      type="radio"
                      name="delivery_date"
                      value={day}
                      disabled={!free}
                      defaultChecked={day === chosen}
                      aria-label={free ? formatDayWithWeekday(day) : `${formatDayWithWeekday(day)}, ${LABEL_DAY_FULL}`}
                    />
                    <span className="delivery-calendar__date">{Number(day.slice(8))}</span>
                    <span className="delivery-calendar__month">{free ? formatDay(day).split(" ")[1]?.slice(0, 3) : LABEL_DAY_FULL}</span>
                  </label>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
