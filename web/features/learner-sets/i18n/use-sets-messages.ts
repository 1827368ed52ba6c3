import { useLearnerLocale } from '~/web/lib/i18n/learner-locale';
import { setsEn } from './en';
import { setsHe } from './he';

const tables = { en: setsEn, he: setsHe } as const;

/** The study sets screens' messages in the learner's language, with its direction and number locale. */
export function useSetsMessages() {
  const learner = useLearnerLocale();
  return { t: tables[learner.locale], ...learner };
}
