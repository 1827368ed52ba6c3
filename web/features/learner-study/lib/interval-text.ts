import { intervalLabel } from '~/core/study/interval-label';

// A flashcard button's interval ("10 min", "3 days", "1.5 mths"), worded by Intl in the learner's
// language: short on the button, long for screen readers.
export function intervalText(intervalMs: number, numberLocale: string, display: 'short' | 'long' = 'short') {
  const { value, unit } = intervalLabel(intervalMs);
  return new Intl.NumberFormat(numberLocale, { style: 'unit', unit, unitDisplay: display }).format(value);
}
