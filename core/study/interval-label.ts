// The interval a flashcard button shows ("10 min", "3 d", "1.5 mo"), as a number and a unit that the
// web client words in the learner's language. Rounded as Anki rounds its button labels.
export type IntervalUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';
export type IntervalLabel = { value: number; unit: IntervalUnit };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function intervalLabel(intervalMs: number): IntervalLabel {
  const ms = Math.max(0, intervalMs);
  if (ms < HOUR) return { value: Math.max(1, Math.round(ms / MINUTE)), unit: 'minute' };
  if (ms < DAY) return { value: Math.round(ms / HOUR), unit: 'hour' };
  if (ms < MONTH) return { value: Math.round(ms / DAY), unit: 'day' };
  if (ms < YEAR) return { value: oneDecimal(ms / MONTH), unit: 'month' };
  return { value: oneDecimal(ms / YEAR), unit: 'year' };
}
