import { lazyMessages } from '~/web/lib/i18n/lazy-messages';
import { type HomeMessages, homeEn } from './en';

// English ships with the home; another language loads for a learner who reads it (lazy-messages.ts,
// docs/performance.md §6): the home's route preloads it.
const home = lazyMessages<HomeMessages>(homeEn, {
  he: () => import('./he').then((module) => module.homeHe),
});

export const preloadHomeMessages = home.preload;

/** The layout's, home's and onboarding's messages in the learner's language, with its direction. */
export const useHomeMessages = home.useMessages;
