import { lazyMessages } from '~/web/lib/i18n/lazy-messages';
import { type StudyMessages, studyEn } from './en';

// English ships with the study screen; another language loads for a learner who reads it
// (lazy-messages.ts, docs/performance.md §6): the study route preloads it.
const study = lazyMessages<StudyMessages>(studyEn, {
  he: () => import('./he').then((module) => module.studyHe),
});

export const preloadStudyMessages = study.preload;

/** The study screen's messages in the learner's language, with its direction and number locale. */
export const useStudyMessages = study.useMessages;
