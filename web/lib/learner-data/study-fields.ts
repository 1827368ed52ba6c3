import { type LanguageCode, languageCodes, languageNames } from '~/core/languages';
import { DESIRED_RETENTION_MAX, DESIRED_RETENTION_MIN } from '~/core/study/study-settings';

// What the onboarding and Settings forms share: the language and time-zone choices, the browser's
// time zone, and the checks of the numbers (the server checks them again, with the same bounds).

export const retentionBounds = { min: DESIRED_RETENTION_MIN, max: DESIRED_RETENTION_MAX, step: 0.01 };
export const newCardsBounds = { min: 0, max: 9999 };
export const maxReviewsBounds = { min: 0, max: 99999 };

/**
 * The product's languages, named in the learner's language (English names where Intl has none);
 * `codes` narrows them (a target language must be one the dictionary holds).
 */
export function languageOptions(locale: string, codes: readonly LanguageCode[] = languageCodes) {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'language' });
  } catch {
    names = undefined;
  }
  return codes
    .map((code) => ({ value: code, label: names?.of(code) ?? languageNames[code] }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** The time zone this browser is in, or UTC when it cannot say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every IANA time zone this browser knows, with `current` (and UTC) always among them. */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set([...zones, 'UTC', current]);
  return [...all].sort().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/** A whole number within bounds from a text field, or null when it is not one. */
export function wholeNumberIn(text: string, { min, max }: { min: number; max: number }): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : null;
}

/** Retention as a percentage in the learner's number format ("90%"). */
export function retentionPercent(value: number, numberLocale: string) {
  return new Intl.NumberFormat(numberLocale, { style: 'percent', maximumFractionDigits: 0 }).format(value);
}
