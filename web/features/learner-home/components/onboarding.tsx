import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type DictionaryLanguage,
  dictionaryLanguages,
  isLanguageCode,
  type LanguageCode,
} from '~/core/languages';
import type { LearnerProfile } from '~/core/profile/learner-profile';
import type { StudySettings } from '~/core/study/study-settings';
import { FormAlert } from '~/web/components/forms/form-alert';
import { SelectField } from '~/web/components/forms/select-field';
import { TextField } from '~/web/components/forms/text-field';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useStudySettings } from '~/web/lib/learner-data/get-study-settings';
import {
  browserTimeZone,
  languageOptions,
  newCardsBounds,
  wholeNumberIn,
} from '~/web/lib/learner-data/study-fields';
import { useUpdateProfile } from '~/web/lib/learner-data/update-profile';
import { useUpdateStudySettings } from '~/web/lib/learner-data/update-study-settings';
import type { HomeMessages } from '../i18n/en';
import { useHomeMessages } from '../i18n/use-home-messages';

/**
 * First sign-in asks only what a beginner can answer: their language, the one they learn, and how
 * many new words a day. The time zone comes from the browser; retention and the rest wait in Settings.
 */
export function Onboarding({ email, profile }: { email: string | null; profile: LearnerProfile }) {
  const { t } = useHomeMessages();
  const settings = useStudySettings();
  if (settings.isPending) return <Spinner label={t.layout.loading} />;
  return (
    <OnboardingForm
      email={email}
      profile={profile}
      // Without the saved settings (a failed load), the form starts from the defaults; saving still works.
      settings={settings.data}
    />
  );
}

const refusing = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

/** The language this browser prefers, when it is one the product knows. */
function browserLanguage(): LanguageCode | '' {
  const code = globalThis.navigator?.language?.split('-')[0] ?? '';
  return isLanguageCode(code) ? code : '';
}

export type OnboardingValues = {
  nativeLanguageCode: string;
  targetLanguageCode: string;
  newCardsPerDay: string;
};

export type OnboardingErrors = Partial<
  Record<'nativeLanguageCode' | 'targetLanguageCode' | 'newCardsPerDay', string>
>;

export function validateOnboarding(values: OnboardingValues, t: HomeMessages): OnboardingErrors {
  const errors: OnboardingErrors = {};
  if (!values.nativeLanguageCode) errors.nativeLanguageCode = t.onboarding.languageRequired;
  if (!values.targetLanguageCode) errors.targetLanguageCode = t.onboarding.languageRequired;
  else if (values.targetLanguageCode === values.nativeLanguageCode)
    errors.targetLanguageCode = t.onboarding.sameLanguage;
  if (wholeNumberIn(values.newCardsPerDay, newCardsBounds) === null)
    errors.newCardsPerDay = t.onboarding.dailyGoalInvalid;
  return errors;
}

export function OnboardingForm({
  email,
  profile,
  settings,
}: {
  email: string | null;
  profile: LearnerProfile;
  settings: StudySettings | undefined;
}) {
  const { t, locale } = useHomeMessages();
  const updateProfile = useUpdateProfile();
  const updateSettings = useUpdateStudySettings();
  const [values, setValues] = useState<OnboardingValues>(() => ({
    nativeLanguageCode: profile.nativeLanguageCode ?? browserLanguage(),
    targetLanguageCode: profile.targetLanguageCode ?? '',
    newCardsPerDay: String(settings?.newCardsPerDay ?? 20),
  }));
  // A new account's zone is the server's default (UTC); the browser knows better.
  const timeZone = settings && settings.timeZone !== 'UTC' ? settings.timeZone : browserTimeZone();
  const [errors, setErrors] = useState<OnboardingErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // A refused Start puts the focus on the first field to fix, once its error is drawn: the field says
  // its error to a screen reader (aria-describedby) where the button would have said nothing.
  const form = useRef<HTMLFormElement>(null);
  const [refusedStarts, setRefusedStarts] = useState(0);
  useEffect(() => {
    if (refusedStarts > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedStarts]);
  // While saving, Start and Skip refuse yet keep the focus (aria-disabled, not disabled): a disabled
  // button drops it to the page's start, and a refusal's alert would leave the learner there.
  const busy = updateProfile.isPending || updateSettings.isPending;
  const languages = languageOptions(locale);
  const targets = languageOptions(locale, dictionaryLanguages);
  const set = <K extends keyof OnboardingValues>(key: K, value: OnboardingValues[K]) =>
    setValues((was) => ({ ...was, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateOnboarding(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefusedStarts((count) => count + 1);
      return;
    }
    setFailure(null);
    try {
      await updateSettings.mutateAsync({
        newCardsPerDay: wholeNumberIn(values.newCardsPerDay, newCardsBounds) ?? undefined,
        timeZone,
      });
      // Last: the profile's flag ends onboarding, and the cached profile shows the home.
      await updateProfile.mutateAsync({
        nativeLanguageCode: values.nativeLanguageCode as LanguageCode,
        targetLanguageCode: values.targetLanguageCode as DictionaryLanguage,
        isOnboardingCompleted: true,
      });
    } catch (error) {
      setFailure(refusalMessage(error, t.refusals));
    }
  };

  // Skipping ends onboarding and leaves every choice as it is but the time zone: a new account's is
  // the server's UTC, and with it study days, streaks and the day's new words turned at 04:00 UTC
  // (13:00 in Tokyo) until Settings was saved. The browser's zone is the learner's.
  const skip = async () => {
    if (busy) return;
    setFailure(null);
    try {
      if (settings && settings.timeZone !== timeZone) await updateSettings.mutateAsync({ timeZone });
      await updateProfile.mutateAsync({ isOnboardingCompleted: true });
    } catch (error) {
      setFailure(refusalMessage(error, t.refusals));
    }
  };

  const o = t.onboarding;
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold sm:text-3xl">{o.title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{o.intro}</p>
      {email && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {o.signedInAs}{' '}
          <span className="font-semibold wrap-anywhere" data-testid="dashboard-email">
            <bdi>{email}</bdi>
          </span>
        </p>
      )}
      <form
        ref={form}
        noValidate
        onSubmit={submit}
        aria-labelledby="onboarding-title"
        className="mt-6 space-y-6 rounded-xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="onboarding-title" className="sr-only">
          {o.title}
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={o.nativeLanguage}
            hint={o.nativeHint}
            error={errors.nativeLanguageCode}
            options={languages}
            placeholder={o.chooseLanguage}
            value={values.nativeLanguageCode}
            onChange={(event) => set('nativeLanguageCode', event.target.value)}
          />
          <SelectField
            label={o.targetLanguage}
            error={errors.targetLanguageCode}
            options={targets}
            placeholder={o.chooseLanguage}
            value={values.targetLanguageCode}
            onChange={(event) => set('targetLanguageCode', event.target.value)}
          />
        </div>
        <TextField
          label={o.dailyGoal}
          hint={o.dailyGoalHint}
          error={errors.newCardsPerDay}
          type="number"
          inputMode="numeric"
          min={newCardsBounds.min}
          max={newCardsBounds.max}
          className="sm:max-w-xs"
          value={values.newCardsPerDay}
          onChange={(event) => set('newCardsPerDay', event.target.value)}
        />
        <p className="text-sm text-slate-600 dark:text-slate-300">{o.laterInSettings}</p>
        {failure && (
          <FormAlert>
            <p className="font-semibold">{o.failed}</p>
            <p>{failure}</p>
          </FormAlert>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button type="submit" variant="primary" aria-disabled={busy || undefined} className={refusing}>
            {busy && updateSettings.isPending ? o.saving : o.save}
          </Button>
          <Button variant="ghost" aria-disabled={busy || undefined} className={refusing} onClick={skip}>
            {o.skip}
          </Button>
        </div>
      </form>
    </div>
  );
}
