import { useLearnerLocale } from '~/web/lib/i18n/learner-locale';
import { collectionsEn } from './en';
import { collectionsHe } from './he';

const tables = { en: collectionsEn, he: collectionsHe } as const;

/** The collections screen's messages in the learner's language, with its direction and number locale. */
export function useCollectionsMessages() {
  const learner = useLearnerLocale();
  return { t: tables[learner.locale], ...learner };
}
