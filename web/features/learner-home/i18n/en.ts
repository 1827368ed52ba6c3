import { learnerRefusalsEn } from '~/web/lib/i18n/learner-refusals-en';
import type { PluralForms } from '~/web/lib/i18n/plural';
import type { Widen } from '~/web/lib/i18n/widen';
import { layoutEn } from './layout-en';

// The learner layout's, home's and onboarding's words. Placeholders in {braces}; counted phrases by
// the language's plural rules. "Your Words", "Statistics", "Study Sessions" and "Sign Out" are the
// spec's own words.
export const homeEn = {
  layout: layoutEn,
  home: {
    title: 'Welcome to your dashboard',
    email: 'Email',
    userId: 'User ID',
    today: {
      title: 'Today',
      due: { one: '{count} card due', other: '{count} cards due' } as PluralForms,
      newAllowance: {
        one: '{count} new word left for today',
        other: '{count} new words left for today',
      } as PluralForms,
      streak: { one: '{count}-day streak', other: '{count}-day streak' } as PluralForms,
      noStreak: 'No streak yet: study today to start one',
      held: {
        one: '{count} more card waits for tomorrow: today’s review limit',
        other: '{count} more cards wait for tomorrow: today’s review limit',
      } as PluralForms,
      // The review maximum is 0: nothing comes tomorrow either, until it is raised.
      heldReviewsOff: {
        one: '{count} more card waits: your daily review maximum is 0',
        other: '{count} more cards wait: your daily review maximum is 0',
      } as PluralForms,
      start: 'Start studying',
      allDone: 'Nothing is due right now. Add words or study new ones.',
      limitReached:
        'You have reached today’s review limit. Come back tomorrow, or raise the daily limits in Settings.',
      newLimitReached: {
        one: 'You have studied today’s new words: {count} more waits for tomorrow. Come back then, or raise the daily limits in Settings.',
        other:
          'You have studied today’s new words: {count} more wait for tomorrow. Come back then, or raise the daily limits in Settings.',
      } as PluralForms,
      // The learner's new-word limit is 0: none are held for tomorrow, none come until it is raised.
      newWordsOff: {
        one: 'New words are turned off: {count} new word waits. Raise the daily new-word limit in Settings to study it.',
        other:
          'New words are turned off: {count} new words wait. Raise the daily new-word limit in Settings to study them.',
      } as PluralForms,
      // New words count against the review limit: it, not the new-word limit, holds them.
      newReviewLimitReached: {
        one: 'You have reached today’s review limit, which new words count towards: {count} new word waits for tomorrow. Come back then, or raise the daily limits in Settings.',
        other:
          'You have reached today’s review limit, which new words count towards: {count} new words wait for tomorrow. Come back then, or raise the daily limits in Settings.',
      } as PluralForms,
      reviewsOff:
        'Studying is turned off: your daily review maximum is 0, and new words count towards it. Raise it in Settings to study.',
      addWords: 'Add words',
      settings: 'Daily limits in Settings',
    },
    suggestion: {
      title: 'Start with a collection',
      body: 'Ready-made lists of the commonest words and everyday themes: add one and study it as a set.',
      open: 'Browse collections',
    },
    cards: {
      words: {
        title: 'Your Words',
        total: { one: '{count} word', other: '{count} words' } as PluralForms,
        byStatus: '{new} new · {learning} learning · {learned} learned',
        open: 'Open Your Words',
      },
      statistics: {
        title: 'Statistics',
        longest: 'Longest streak: {days}',
        retention: 'True retention: {rate}',
        noRetention: 'True retention appears once words come back after 21 days or more.',
        reviewsToday: { one: '{count} review today', other: '{count} reviews today' } as PluralForms,
        open: 'Open Statistics',
      },
      sessions: {
        title: 'Study Sessions',
        used: '{used} of {limit} this month',
        timeToday: 'Studied today: {time}',
        timeTotal: 'Studied in total: {time}',
        open: 'Study now',
      },
    },
    days: { one: '{count} day', other: '{count} days' } as PluralForms,
    plan: {
      title: 'Your plan',
      free: 'Free',
      pro: 'Pro',
      usage: {
        words: '{used} of {limit} words',
        studySets: '{used} of {limit} study sets',
        stories: '{used} of {limit} stories',
        studySessions: '{used} of {limit} study sessions this month',
      },
      upgrade: 'Upgrade to Pro',
      upgradeHint: 'Pro raises every limit.',
      full: 'Limit reached',
      // The monthly study sessions turn at 04:00 on the 1st: {date} is that instant, on this device's clock.
      renews: 'Renews on {date}',
    },
    apps: {
      title: 'Prefer the apps?',
      text: 'Everything here is in the Vocably app too, with your words and progress kept in step.',
      ios: 'Download for iOS',
      android: 'Get it on Android',
    },
    loadFailed: 'Your figures could not be loaded',
    retry: 'Try again',
  },
  onboarding: {
    title: 'Welcome to Vocably',
    intro: 'Two choices and you are ready to study: your languages, and how many new words a day.',
    signedInAs: 'Signed in as',
    nativeLanguage: 'Your language',
    nativeHint: 'Translations and meanings are shown in it.',
    targetLanguage: 'The language you are learning',
    chooseLanguage: 'Choose a language',
    languageRequired: 'Choose a language from the list.',
    sameLanguage: 'Choose a language to learn other than your own.',
    dailyGoal: 'New words per day',
    dailyGoalHint: 'How many words you meet for the first time each day; reviews come on top.',
    dailyGoalInvalid: 'Enter a whole number from 0 to 9999.',
    laterInSettings:
      'You can change these at any time in Settings, where you also find your time zone and how often words come back.',
    save: 'Start learning',
    saving: 'Saving…',
    skip: 'Skip for now',
    failed: 'Your choices could not be saved',
  },
  // The server's refusals, by their code: only those any learner page can meet.
  refusals: learnerRefusalsEn,
};

export type HomeMessages = Widen<typeof homeEn>;
