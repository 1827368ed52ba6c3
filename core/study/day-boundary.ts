import { TZDateMini } from '@date-fns/tz';
import { DAY_ROLLOVER_HOUR, dayName, type StudyDay, studyDayOf } from './study-day-of';

export { DAY_ROLLOVER_HOUR, type StudyDay, studyDayOf } from './study-day-of';

// A study day runs from 04:00 to 04:00 local time in the learner's IANA time zone, as in Anki: a
// session just after midnight still counts for the evening before. Days are named by their local
// calendar date ('2026-11-23'). Wall-clock arithmetic, so a day is 23 or 25 hours long across a
// daylight-saving change; a 04:00 that does not exist that night starts the day at the first instant
// after the gap (the clock's 05:00 for an hour's gap), and an ambiguous one at its earlier instant.

export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function parseDay(day: StudyDay): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Not a study day: ${day}`);
  return [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
}

/** The study day `offset` days after (or before, if negative) `day`. */
export function addStudyDays(day: StudyDay, offset: number): StudyDay {
  const [year, month, date] = parseDay(day);
  return dayName(year, month, date + offset);
}

/** Whole study days from `from` to `to` (negative when `to` is earlier). */
export function studyDaysBetween(from: StudyDay, to: StudyDay): number {
  const [y1, m1, d1] = parseDay(from);
  const [y2, m2, d2] = parseDay(to);
  return Math.round((Date.UTC(y2, m2, d2) - Date.UTC(y1, m1, d1)) / 86_400_000);
}

// Study days' first instants, by zone and day: a zoned date costs several Intl calls, and the forecast
// asks for thirty days on every progress request. Forgotten in bulk once this many are kept.
const STARTS_KEPT = 20_000;
const starts = new Map<string, number>();

/** The first instant of a study day (04:00 local). */
export function studyDayStart(day: StudyDay, timeZone: string): Date {
  const key = `${timeZone} ${day}`;
  const known = starts.get(key);
  if (known !== undefined) return new Date(known);
  const [year, month, date] = parseDay(day);
  const start = new TZDateMini(year, month, date, DAY_ROLLOVER_HOUR, 0, 0, timeZone).getTime();
  if (Number.isNaN(start)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  if (starts.size >= STARTS_KEPT) starts.clear();
  starts.set(key, start);
  return new Date(start);
}

/** The first instant after a study day (the next day's 04:00 local). */
export function studyDayEnd(day: StudyDay, timeZone: string): Date {
  return studyDayStart(addStudyDays(day, 1), timeZone);
}

/** Today's study day and its bounds, for `now`. */
export function studyDayBounds(now: Date, timeZone: string) {
  const day = studyDayOf(now, timeZone);
  return { day, start: studyDayStart(day, timeZone), end: studyDayEnd(day, timeZone) };
}
