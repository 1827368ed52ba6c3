import { addStudyDays, type StudyDay, studyDayOf } from './day-boundary';

export const FORECAST_DAYS = 30;

/**
 * Cards falling due on each of the next `days` study days, today first. Cards already overdue count
 * on today, since that is when they will be asked; new (never studied) cards are not forecast.
 */
export function dueForecast(
  dues: readonly string[],
  { now, timeZone, days = FORECAST_DAYS }: { now: Date; timeZone: string; days?: number },
): { day: StudyDay; due: number }[] {
  const today = studyDayOf(now, timeZone);
  const forecast = Array.from({ length: days }, (_, offset) => ({
    day: addStudyDays(today, offset),
    due: 0,
  }));
  const index = new Map(forecast.map((entry, offset) => [entry.day, offset]));
  for (const due of dues) {
    const day = studyDayOf(new Date(due), timeZone);
    const offset = day <= today ? 0 : index.get(day);
    if (offset !== undefined) forecast[offset]!.due++;
  }
  return forecast;
}
