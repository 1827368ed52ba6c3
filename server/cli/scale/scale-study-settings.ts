import { tzOffset } from '@date-fns/tz';
import { DAY_ROLLOVER_HOUR } from '~/core/study/day-boundary';
import { rowRng } from './random';

// Study settings of seeded users, and the study day of a review computed fast enough for 60 million
// of them (core/study/day-boundary.ts builds a zoned date per call; here the zone's offset is looked
// up once per hour of time, and each day's name once).

const HOUR = 3_600_000;
const DAY = 86_400_000;

/**
 * Zones with and without daylight saving, both hemispheres, a half-hour offset. Every one of them
 * changes its offset on a whole UTC hour, which is what the per-hour cache below relies on.
 */
export const SEED_TIME_ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Jerusalem',
  'America/New_York',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;

const SETTINGS_SALT = 9;

export type SeedStudySettings = {
  timeZone: string;
  desiredRetention: number;
  newCardsPerDay: number;
  maxReviewsPerDay: number;
};

/** User `index`'s settings: mostly the defaults, a few learners tuned. A pure function of the index. */
export function seedStudySettings(seed: number, index: number, heavy = false): SeedStudySettings {
  const r = rowRng(seed, SETTINGS_SALT, index);
  const timeZone = r.pick(SEED_TIME_ZONES);
  const desiredRetention = r.pick([0.9, 0.9, 0.9, 0.9, 0.85, 0.95]);
  const newCardsPerDay = r.pick([20, 20, 20, 10, 30]);
  const maxReviewsPerDay = r.pick([200, 200, 200, 100, 500]);
  // The heavy learner (the progress benchmark's subject) studies hundreds of cards a day.
  if (heavy)
    return {
      timeZone: 'America/New_York',
      desiredRetention: 0.9,
      newCardsPerDay: 50,
      maxReviewsPerDay: 9999,
    };
  return { timeZone, desiredRetention, newCardsPerDay, maxReviewsPerDay };
}

const offsets = new Map<string, Map<number, number>>();
const dayNames = new Map<number, string>();

/** studyDayOf(new Date(ms), timeZone), with the zone's offset cached per UTC hour. */
export function fastStudyDay(ms: number, timeZone: string): string {
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const hour = Math.floor(ms / HOUR);
  let offsetMs = zone.get(hour);
  if (offsetMs === undefined) {
    offsetMs = tzOffset(timeZone, new Date(hour * HOUR)) * 60_000;
    zone.set(hour, offsetMs);
  }
  const dayNumber = Math.floor((ms + offsetMs - DAY_ROLLOVER_HOUR * HOUR) / DAY);
  let name = dayNames.get(dayNumber);
  if (name === undefined) {
    name = new Date(dayNumber * DAY).toISOString().slice(0, 10);
    dayNames.set(dayNumber, name);
  }
  return name;
}
