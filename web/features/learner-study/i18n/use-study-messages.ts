import { useLearnerLocale } from '~/web/lib/i18n/learner-locale';
import { studyEn } from './en';
import { studyHe } from './he';

const tables = { en: studyEn, he: studyHe } as const;

/** The study screen's messages in the learner's language, with its direction and number locale. */
export function useStudyMessages() {
  const learner = useLearnerLocale();
  return { t: tables[learner.locale], ...learner };
}
