import { describe, expect, it } from 'vitest';
import {
  calendarLevel,
  calendarWeeks,
  formatDay,
  monthStarts,
  monthTotals,
  seriesSummary,
} from './study-days';

const series = [
  { day: '2026-10-30', value: 0 },
  { day: '2026-10-31', value: 12 },
  { day: '2026-11-01', value: 3 },
  { day: '2026-11-02', value: 0 },
];

describe('study days', () => {
  it('labels each month over the week of its first day, the opening month too when there is room', () => {
    const yearFrom = (first: Date) =>
      Array.from({ length: 365 }, (_, index) => {
        const date = new Date(first.getTime() + index * 86_400_000);
        return { day: date.toISOString().slice(0, 10), value: 0 };
      });
    // From Wednesday 2025-11-26: December starts in the second week, too close for November's label.
    const late = calendarWeeks(yearFrom(new Date(Date.UTC(2025, 10, 26))));
    const lateStarts = monthStarts(late);
    expect(lateStarts[0]).toEqual({ week: 1, month: '2025-12' });
    expect(lateStarts.map((start) => start.month)).toHaveLength(12);
    for (const { week, month } of lateStarts)
      expect(late[week]!.some((cell) => cell?.day === `${month}-01`)).toBe(true);
    // From Wednesday 2025-11-05: December is four weeks on, so November is labelled on the first week.
    const early = monthStarts(calendarWeeks(yearFrom(new Date(Date.UTC(2025, 10, 5)))));
    expect(early.slice(0, 2)).toEqual([
      { week: 0, month: '2025-11' },
      { week: 4, month: '2025-12' },
    ]);
    // No label in the last two weeks, where it would be cut off.
    expect(early.at(-1)!.week).toBeLessThan(
      calendarWeeks(yearFrom(new Date(Date.UTC(2025, 10, 5)))).length - 2,
    );
  });

  it('sums a series: total, average, the most in a day, days with reviews', () => {
    expect(seriesSummary(series)).toEqual({ total: 15, average: 3.75, most: 12, activeDays: 2 });
    expect(seriesSummary([])).toEqual({ total: 0, average: 0, most: 0, activeDays: 0 });
  });

  it('totals months for the calendar’s table', () => {
    expect(monthTotals(series)).toEqual([
      { month: '2026-10', days: 1, reviews: 12 },
      { month: '2026-11', days: 1, reviews: 3 },
    ]);
  });

  it('lays days out in weeks starting on Sunday', () => {
    // 30 October 2026 is a Friday: five empty cells before it.
    const weeks = calendarWeeks(series);
    expect(weeks[0]?.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(weeks[0]?.[5]?.day).toBe('2026-10-30');
    expect(weeks[1]?.[0]?.day).toBe('2026-11-01');
  });

  it('shades a day by its reviews, and names days without shifting them by time zone', () => {
    expect([0, 1, 10, 30, 60].map(calendarLevel)).toEqual([0, 1, 2, 3, 4]);
    expect(formatDay('2026-11-01', 'en-US', { month: 'short', day: 'numeric' })).toBe('Nov 1');
    expect(formatDay('2026-11-01', 'he-IL', { month: 'short', day: 'numeric' })).toBe('1 בנוב׳');
  });
});
