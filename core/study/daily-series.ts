import { addStudyDays, type StudyDay } from './day-boundary';

/**
 * A value for each of the `days` study days ending today, oldest first, zero where there is none
 * (the database returns only days with reviews; a chart needs every day).
 */
export function dailySeries(
  values: ReadonlyMap<StudyDay, number>,
  { today, days }: { today: StudyDay; days: number },
): { day: StudyDay; value: number }[] {
  return Array.from({ length: days }, (_, i) => {
    const day = addStudyDays(today, i - days + 1);
    return { day, value: values.get(day) ?? 0 };
  });
}
