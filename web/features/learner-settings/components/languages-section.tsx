import { useState } from 'react';
import { type DictionaryLanguage, dictionaryLanguages, type LanguageCode } from '~/core/languages';
import type { LearnerProfile } from '~/core/profile/learner-profile';
import { SelectField } from '~/web/components/forms/select-field';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { languageOptions } from '~/web/lib/learner-data/study-fields';
import { useUpdateProfile } from '~/web/lib/learner-data/update-profile';
import type { SettingsMessages } from '../i18n/en';
import { SavedForm, SettingsSection } from './settings-section';

/** Native and target language (the profile). */
export function LanguagesSection({
  profile,
  t,
  locale,
}: {
  profile: LearnerProfile;
  t: SettingsMessages;
  locale: string;
}) {
  const update = useUpdateProfile();
  const [native, setNative] = useState(profile.nativeLanguageCode ?? '');
  const [target, setTarget] = useState(profile.targetLanguageCode ?? '');
  const [error, setError] = useState<string | undefined>();
  const options = languageOptions(locale);
  const targets = languageOptions(locale, dictionaryLanguages);

  const save = () => {
    if (native && target && native === target) {
      setError(t.languages.same);
      return;
    }
    setError(undefined);
    update.mutate({
      nativeLanguageCode: (native || null) as LanguageCode | null,
      targetLanguageCode: (target || null) as DictionaryLanguage | null,
    });
  };

  return (
    <SettingsSection id="settings-languages" title={t.languages.title}>
      <SavedForm
        t={t}
        label={t.languages.title}
        onSubmit={save}
        pending={update.isPending}
        saved={update.isSuccess}
        failure={update.isError ? refusalMessage(update.error, t.refusals) : null}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t.languages.native}
            hint={t.languages.nativeHint}
            options={options}
            placeholder={t.languages.none}
            value={native}
            onChange={(event) => {
              setNative(event.target.value);
              update.reset();
            }}
          />
          <SelectField
            label={t.languages.target}
            error={error}
            options={targets}
            placeholder={t.languages.none}
            value={target}
            onChange={(event) => {
              setTarget(event.target.value);
              update.reset();
            }}
          />
        </div>
      </SavedForm>
    </SettingsSection>
  );
}
