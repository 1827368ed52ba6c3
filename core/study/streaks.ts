import { addStudyDays, type StudyDay, studyDaysBetween } from './day-boundary';

export type Streaks = { current: number; longest: number };

/**
 * Current and longest run of consecutive study days with at least one review. As in Anki, today
 * without a review yet does not break the current streak: it still counts the run up to yesterday,
 * and only ends when today's study day ends without one.
 */
export function studyStreaks(daysWithReviews: readonly StudyDay[], today: StudyDay): Streaks {
  const days = [...new Set(daysWithReviews)].filter((day) => day <= today).sort();
  let longest = 0;
  let run = 0;
  let previous: StudyDay | undefined;
  for (const day of days) {
    run = previous !== undefined && studyDaysBetween(previous, day) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const last = days.at(-1);
  const current = last === today || last === addStudyDays(today, -1) ? run : 0;
  return { current, longest };
}
