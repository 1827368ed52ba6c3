// The subpath, not the package: a page that asks an offset loads no zoned-date class.
import { tzOffset } from '@date-fns/tz/tzOffset';

// A zone's UTC offset at an instant, through Intl, costs microseconds a call, and scheduling one answer
// asks it several times (each date of the card, before and after). Offsets change a few times a year,
// so they are kept per UTC hour: an hour whose first and last millisecond have the same offset has it
// throughout (no zone changes its offset and back within an hour). An hour with a change in it is
// asked at its instant every time.

const HOUR_MS = 3_600_000;
/** Hours kept per zone before its hours are forgotten (about fourteen months of them). */
const HOURS_KEPT = 10_000;

const zones = new Map<string, Map<number, number>>();

/** The UTC offset in minutes of `timeZone` at `instant`, as tzOffset gives it (NaN for an unknown zone). */
export function zoneOffsetMinutes(timeZone: string, instant: Date): number {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  let hours = zones.get(timeZone);
  const known = hours?.get(hour);
  if (known !== undefined) return known;
  const start = tzOffset(timeZone, new Date(hour * HOUR_MS));
  const end = tzOffset(timeZone, new Date(hour * HOUR_MS + HOUR_MS - 1));
  if (start !== end) return tzOffset(timeZone, instant);
  if (!hours || hours.size >= HOURS_KEPT) {
    hours = new Map();
    zones.set(timeZone, hours);
  }
  hours.set(hour, start);
  return start;
}
