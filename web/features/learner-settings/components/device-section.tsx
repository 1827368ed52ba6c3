import type { Locale } from '~/core/site/public-routes';
import { SwitchField } from '~/web/components/ui/switch-field';
import { usePronunciation } from '~/web/lib/pronunciation';
import { type ThemeChoice, themeChoices, useTheme } from '~/web/lib/theme';
import type { SettingsMessages } from '../i18n/en';
import { SettingsSection } from './settings-section';

function ChoiceGroup<V extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  choices: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset>
      <legend className="font-medium">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:border-slate-600 dark:has-[:checked]:border-brand-500 dark:has-[:checked]:bg-slate-800"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="accent-brand-700"
            />
            <span className="font-medium">{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Pronunciation, site language and theme: kept in this browser, applied at once (no Save). */
export function DeviceSection({
  t,
  locale,
  setLocale,
}: {
  t: SettingsMessages;
  locale: Locale;
  setLocale: (locale: Locale) => void;
}) {
  const pronunciation = usePronunciation();
  const { theme, setTheme } = useTheme();
  const themeLabels: Record<ThemeChoice, string> = {
    light: t.device.light,
    dark: t.device.dark,
    system: t.device.system,
  };
  return (
    <SettingsSection id="settings-device" title={t.device.title}>
      <div className="space-y-6">
        {pronunciation.available ? (
          <SwitchField
            label={t.device.pronunciation}
            description={t.device.pronunciationHint}
            checked={pronunciation.on}
            onCheckedChange={pronunciation.setOn}
          />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t.device.pronunciationUnavailable}</p>
        )}
        <ChoiceGroup<Locale>
          name="site-language"
          legend={t.device.siteLanguage}
          choices={[
            { value: 'en', label: t.device.english },
            { value: 'he', label: t.device.hebrew },
          ]}
          value={locale}
          onChange={setLocale}
        />
        <ChoiceGroup<ThemeChoice>
          name="theme"
          legend={t.device.theme}
          choices={themeChoices.map((choice) => ({ value: choice, label: themeLabels[choice] }))}
          value={theme}
          onChange={setTheme}
        />
      </div>
    </SettingsSection>
  );
}
