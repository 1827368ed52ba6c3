import { useLearnerLocale } from '~/web/lib/i18n/learner-locale';
import { statsEn } from './en';
import { statsHe } from './he';

const tables = { en: statsEn, he: statsHe } as const;

/** The statistics screen's messages in the learner's language, with its direction and number locale. */
export function useStatsMessages() {
  const learner = useLearnerLocale();
  return { t: tables[learner.locale], ...learner };
}
