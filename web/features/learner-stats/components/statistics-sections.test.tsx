// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Progress } from '~/core/study/progress';
import { statsEn } from '../i18n/en';
import { statsHe } from '../i18n/he';
import { ForecastSection } from './forecast-section';
import { ReviewsSection } from './reviews-section';
import { StatusBreakdown } from './status-breakdown';
import { SummaryFigures } from './summary-figures';

afterEach(cleanup);

const days = (count: number, end: string, value: (index: number) => number) =>
  Array.from({ length: count }, (_, index) => {
    const date = new Date(`${end}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - (count - 1 - index));
    return { day: date.toISOString().slice(0, 10), value: value(index) };
  });

const progress: Progress = {
  timeZone: 'UTC',
  today: '2026-11-25',
  dayEndsAt: '2026-11-26T04:00:00.000Z',
  streak: { current: 2, longest: 5 },
  reviewsPerDay: days(365, '2026-11-25', (i) => (i >= 363 ? 10 : i === 100 ? 40 : 0)).map(
    ({ day, value }) => ({
      day,
      reviews: value,
    }),
  ),
  trueRetention: { reviews: 20, passed: 18, rate: 0.9 },
  dueForecast: days(30, '2026-12-24', (i) => (i === 0 ? 4 : i < 7 ? 1 : 0)).map(({ day, value }) => ({
    day,
    due: value,
  })),
  wordsByStatus: { new: 3, learning: 5, learned: 2 },
  timeStudied: { todayMs: 45_000, totalMs: 3 * 3_600_000 },
  todayCounts: {
    reviews: 10,
    newCards: 2,
    due: 4,
    dueNow: 4,
    dueHeld: 0,
    newAvailable: 18,
    newHeld: 0,
    newHeldReason: null,
    reviewsOff: false,
  },
};

describe('statistics sections', () => {
  it('state the headline figures in words, true retention with what it counts', () => {
    render(<SummaryFigures progress={progress} t={statsEn} numberLocale="en-US" />);
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(figure('Current streak')).toBe('2 days');
    expect(figure('Longest streak')).toBe('5 days');
    expect(figure('Time studied today')).toBe('45 seconds');
    expect(figure('Time studied in all')).toBe('3 hours');
    expect(screen.getByText('90% remembered')).toBeTruthy();
    expect(screen.getByText('18 of 20 reviews')).toBeTruthy();
  });

  it('say the reviews chart in a sentence and a table, for the period chosen', () => {
    render(<ReviewsSection progress={progress} t={statsEn} dir="ltr" numberLocale="en-US" />);
    expect(
      screen.getByText(/^20 reviews in this period, 0.7 a day on average; the most in one day: 10.$/),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Reviews per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('Wed, November 25, 202610');
    fireEvent.click(screen.getByRole('radio', { name: 'Year' }));
    expect(screen.getByText(/^60 reviews in this period/)).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(366);
  });

  it('say the forecast and the words by status in Hebrew', () => {
    render(
      <>
        <ForecastSection progress={progress} t={statsHe} dir="rtl" numberLocale="he-IL" />
        <StatusBreakdown progress={progress} t={statsHe} numberLocale="he-IL" />
      </>,
    );
    expect(screen.getByText('10 חזרות מגיעות ב-30 הימים הבאים; 4 היום, 10 בתוך שבוע.')).toBeTruthy();
    expect(screen.getByText('10 מילים בסך הכול')).toBeTruthy();
    // The study day of the learner's now and the next by name, then dates.
    const rows = within(screen.getByRole('table', { name: 'לחזרה ב-30 הימים הבאים' })).getAllByRole('row');
    expect(rows[1]?.textContent).toBe('היום4');
    expect(rows[2]?.textContent).toBe('מחר1');
    expect(rows[3]?.textContent).toMatch(/^יום .*27 בנובמבר1$/);
    expect(screen.getByRole('list').textContent).toBe('חדשות3בלמידה5נלמדו2');
  });
});
