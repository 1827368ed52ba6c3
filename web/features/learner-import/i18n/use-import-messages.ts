import { useLearnerLocale } from '~/web/lib/i18n/learner-locale';
import { importEn } from './en';
import { importHe } from './he';

const tables = { en: importEn, he: importHe } as const;

/** The import screen's messages in the learner's language, with its direction and number locale. */
export function useImportMessages() {
  const learner = useLearnerLocale();
  return { t: tables[learner.locale], ...learner };
}
