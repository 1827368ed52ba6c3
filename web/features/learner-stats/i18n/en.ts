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
  advanced: {
    title: 'Advanced analytics',
    intro: 'A closer look at your memory, from your own answers.',
    loading: 'Loading your advanced analytics…',
    failed: 'Your advanced analytics could not be loaded.',
    upgradeIntro:
      'With Pro you see how well you remember young and mature words, the hours you remember best, your hardest words and how strong your memory of your words is.',
    upgrade: 'See Pro plans',
    answers: 'Answers',
    remembered: 'Remembered',
    share: 'Share remembered',
    retention: {
      title: 'Young and mature words',
      summary:
        'Of your reviews in the last 30 days, the share you remembered (not rated Again): words reviewed after less than 21 days (young) and after 21 days or more (mature).',
      words: 'Words',
      young: 'Young',
      mature: 'Mature',
      none: 'Not enough yet: this counts reviews of words you have already learned.',
    },
    hours: {
      title: 'When you remember best',
      summary: 'Your answers to words you had met before, by the hour you gave them, in the last 90 days.',
      best: 'You remembered best at {hour}: {rate} remembered.',
      table: 'Show the hours as a table',
      hour: 'Hour',
      none: 'Not enough yet: no answers in the last 90 days to words you had met before.',
    },
    hardest: {
      title: 'Your hardest words',
      summary: 'The words you have forgotten most often after learning them, and when each is next due.',
      word: 'Word',
      lapses: 'Times forgotten',
      due: 'Next due',
      none: 'You have not forgotten any word you learned yet. Well done!',
    },
    strength: {
      title: 'Memory strength',
      summary:
        'The words you have studied by how long their memory lasts: the days until your chance of recalling them falls to 90%.',
      table: 'Show memory strength as a table',
      range: 'Memory lasts',
      words: 'Words',
      under: 'Under {to} days',
      between: '{from}–{to} days',
      over: '{from} days or more',
      none: 'Not enough yet: you have not studied any words.',
    },
  },
  chartLoading: 'Loading the chart…',
  // The server's refusals, by their code: those any learner page can meet, and the analytics' own
  // (a Pro that ran out after the page learned the tier).
  refusals: { ...learnerRefusalsEn, PLAN_REQUIRED: 'Advanced analytics come with Pro.' },
};

export type StatsMessages = Widen<typeof statsEn>;
