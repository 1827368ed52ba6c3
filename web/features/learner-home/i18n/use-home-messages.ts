import { lazyMessages } from '~/web/lib/i18n/lazy-messages';
import type { HomeMessages } from './en';

// Only the learner's language loads (docs/performance.md §6); the learner layout's route preloads it.
const home = lazyMessages<HomeMessages>({
  en: () => import('./en').then((module) => module.homeEn),
  he: () => import('./he').then((module) => module.homeHe),
});

export const preloadHomeMessages = home.preload;

/** The layout's, home's and onboarding's messages in the learner's language, with its direction. */
export const useHomeMessages = home.useMessages;
