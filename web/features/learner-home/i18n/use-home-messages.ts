import { useLearnerLocale } from '~/web/lib/i18n/learner-locale';
import { homeEn } from './en';
import { homeHe } from './he';

const tables = { en: homeEn, he: homeHe } as const;

/** The layout's, home's and onboarding's messages in the learner's language, with its direction. */
export function useHomeMessages() {
  const learner = useLearnerLocale();
  return { t: tables[learner.locale], ...learner };
}
