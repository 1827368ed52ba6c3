// Study days arrive named by their local date ('2026-11-23'); they are read as UTC dates so that
// formatting them never shifts them by the reader's time zone.

export type DayCount = { day: string; value: number };

export const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

export function formatDay(day: string, locale: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(dayDate(day));
}

export function seriesSummary(series: readonly DayCount[]) {
  const total = series.reduce((sum, point) => sum + point.value, 0);
  return {
    total,
    average: series.length ? total / series.length : 0,
    most: series.reduce((most, point) => Math.max(most, point.value), 0),
    activeDays: series.filter((point) => point.value > 0).length,
  };
}

export type MonthTotal = { month: string; days: number; reviews: number };

/** Days studied and reviews per calendar month, oldest first (the calendar's table). */
export function monthTotals(series: readonly DayCount[]): MonthTotal[] {
  const months = new Map<string, MonthTotal>();
  for (const { day, value } of series) {
    const month = day.slice(0, 7);
    const total = months.get(month) ?? { month, days: 0, reviews: 0 };
    if (value > 0) total.days += 1;
    total.reviews += value;
    months.set(month, total);
  }
  return [...months.values()];
}

/** How dark a calendar day is: 0 for none, then 1–4 by how many reviews. */
export function calendarLevel(reviews: number): 0 | 1 | 2 | 3 | 4 {
  if (reviews <= 0) return 0;
  if (reviews < 10) return 1;
  if (reviews < 30) return 2;
  if (reviews < 60) return 3;
  return 4;
}

/**
 * The days as calendar columns, one per week, Sunday first (the week of Vocably's two languages);
 * the first column is padded with nulls before the first day.
 */
export function calendarWeeks(series: readonly DayCount[]): (DayCount | null)[][] {
  if (series.length === 0) return [];
  const lead = dayDate(series[0]!.day).getUTCDay();
  const cells: (DayCount | null)[] = [...Array<null>(lead).fill(null), ...series];
  const weeks: (DayCount | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/**
 * Where each month's label goes above the calendar: the week (column) holding the month's first day,
 * and the month ('2026-03'). The calendar's opening month is labelled on its first week when the
 * next month's label is at least three weeks away (closer, the two would overlap).
 */
export function monthStarts(weeks: readonly (DayCount | null)[][]): { week: number; month: string }[] {
  const starts: { week: number; month: string }[] = [];
  weeks.forEach((week, index) => {
    const first = week.find((cell) => cell?.day.endsWith('-01'));
    // A label needs about three columns: none in the last two weeks, where it would be cut off.
    if (first && index < weeks.length - 2) starts.push({ week: index, month: first.day.slice(0, 7) });
  });
  const opening = weeks[0]?.find(Boolean);
  if (opening && starts[0]?.week !== 0 && (starts[0]?.week ?? Infinity) > 2) {
    starts.unshift({ week: 0, month: opening.day.slice(0, 7) });
  }
  return starts;
}
