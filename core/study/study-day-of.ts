import { zoneOffsetMinutes } from './zone-offset';

// The study day of an instant, apart from the rest of the day rules (./day-boundary.ts, which
// re-exports it): pages that only name the day an instant fell on (an achievement's date) take this
// and the zone offset, not the zoned dates the day's boundaries need.

export const DAY_ROLLOVER_HOUR = 4;

export type StudyDay = string;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A day's name ('2026-11-23'); Date.UTC normalises day overflow (the 0th or 32nd of a month). */
export const dayName = (year: number, monthIndex: number, date: number) => {
  const utc = new Date(Date.UTC(year, monthIndex, date));
  return `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
};

/** The study day an instant belongs to, in a time zone. */
export function studyDayOf(instant: Date, timeZone: string): StudyDay {
  // Every answer asks, so the zone's offset comes from the hourly cache rather than a zoned date.
  const offset = zoneOffsetMinutes(timeZone, instant);
  if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  // The local wall clock less the rollover hour, read in UTC: its date is the study day.
  const shifted = new Date(instant.getTime() + offset * 60_000 - DAY_ROLLOVER_HOUR * 3_600_000);
  return dayName(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
}
