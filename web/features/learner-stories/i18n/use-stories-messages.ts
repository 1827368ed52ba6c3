import { useLearnerLocale } from '~/web/lib/i18n/learner-locale';
import { storiesEn } from './en';
import { storiesHe } from './he';

const tables = { en: storiesEn, he: storiesHe } as const;

/** The stories screens' messages in the learner's language, with its direction and number locale. */
export function useStoriesMessages() {
  const learner = useLearnerLocale();
  return { t: tables[learner.locale], ...learner };
}
