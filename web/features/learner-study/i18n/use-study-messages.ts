import { lazyMessages } from '~/web/lib/i18n/lazy-messages';
import type { StudyMessages } from './en';

// Only the learner's language loads (docs/performance.md §6); the study route preloads it.
const study = lazyMessages<StudyMessages>({
  en: () => import('./en').then((module) => module.studyEn),
  he: () => import('./he').then((module) => module.studyHe),
});

export const preloadStudyMessages = study.preload;

/** The study screen's messages in the learner's language, with its direction and number locale. */
export const useStudyMessages = study.useMessages;
