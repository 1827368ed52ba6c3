import { useLearnerLocale } from '~/web/lib/i18n/learner-locale';
import { wordsEn } from './en';
import { wordsHe } from './he';

const tables = { en: wordsEn, he: wordsHe } as const;

/** The words screens' messages in the learner's language, with its direction and number locale. */
export function useWordsMessages() {
  const learner = useLearnerLocale();
  return { t: tables[learner.locale], ...learner };
}
