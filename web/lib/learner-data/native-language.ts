import { useLearnerLocale } from '~/web/lib/i18n/learner-locale';
import { useProfile } from './get-profile';

/**
 * The language the learner's words are explained in: their native language as their profile gives
 * it, else the language of the pages (before onboarding, or while the profile loads).
 */
export function useNativeLanguage(): string {
  const profile = useProfile();
  const { locale } = useLearnerLocale();
  return profile.data?.nativeLanguageCode ?? locale;
}
