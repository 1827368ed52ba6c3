import { learnerRefusalsEn } from '~/web/lib/i18n/learner-refusals-en';
import type { PluralForms } from '~/web/lib/i18n/plural';
import type { Widen } from '~/web/lib/i18n/widen';

// The statistics screen's words. Placeholders in {braces}.
export const statsEn = {
  title: 'Statistics',
  intro: 'How your studying is going, from your own reviews.',
  backToDashboard: 'Back to dashboard',
  loadFailed: 'Your statistics could not be loaded.',
  retry: 'Try again',
  achievementsLoading: 'Loading your achievements…',
  achievementsFailed: 'Your achievements could not be loaded.',
  days: { one: '{count} day', other: '{count} days' } as PluralForms,
  summary: {
    title: 'At a glance',
    currentStreak: 'Current streak',
    longestStreak: 'Longest streak',
    reviewsToday: 'Reviews today',
    dueToday: 'Due today',
    timeToday: 'Time studied today',
    timeTotal: 'Time studied in all',
  },
  retention: {
    title: 'True retention',
    explain:
      'Of the reviews in the last 30 days of words you had known for 21 days or more, the share you remembered (not rated Again).',
    rate: '{rate} remembered',
    detail: '{passed} of {reviews} reviews',
    none: 'Not enough yet: it counts words you have known for three weeks or more.',
  },
  calendar: {
    title: 'Study calendar',
    summary: {
      one: 'You studied on {count} day in the last year.',
      other: 'You studied on {count} days in the last year.',
    } as PluralForms,
    less: 'Less',
    more: 'More',
    table: 'Show the calendar as a table',
    month: 'Month',
    daysStudied: 'Days studied',
    reviews: 'Reviews',
  },
  reviews: {
    title: 'Reviews per day',
    ranges: { 30: '30 days', 90: '3 months', 365: 'Year' },
    range: 'Period',
    summary: '{total} reviews in this period, {average} a day on average; the most in one day: {most}.',
    table: 'Show the reviews as a table',
    day: 'Day',
    count: 'Reviews',
  },
  forecast: {
    title: 'Due in the next 30 days',
    summary: '{total} reviews fall due in the next 30 days; {today} today, {week} within a week.',
    table: 'Show the forecast as a table',
    day: 'Day',
    count: 'Cards due',
    today: 'Today',
    tomorrow: 'Tomorrow',
  },
  status: {
    title: 'Words by status',
    new: 'New',
    learning: 'Learning',
    learned: 'Learned',
    total: { one: '{count} word in all', other: '{count} words in all' } as PluralForms,
  },
  chartLoading: 'Loading the chart…',
  // The server's refusals, by their code: only those any learner page can meet.
  refusals: learnerRefusalsEn,
};

export type StatsMessages = Widen<typeof statsEn>;
