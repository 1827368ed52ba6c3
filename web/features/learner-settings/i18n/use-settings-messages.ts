import { useLearnerLocale } from '~/web/lib/i18n/learner-locale';
import { settingsEn } from './en';
import { settingsHe } from './he';

const tables = { en: settingsEn, he: settingsHe } as const;

/** The Settings page's messages in the learner's language, with its direction and number locale. */
export function useSettingsMessages() {
  const learner = useLearnerLocale();
  return { t: tables[learner.locale], ...learner };
}
