// Dates and numbers as the portal shows them (message templates are web/lib/i18n/format.ts). A missing
// date reads "Never".
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const numberFormat = new Intl.NumberFormat('en-US');

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | number | Date | null | undefined, missing = 'Never'): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : missing;
}

export function formatDateTime(value: string | number | Date | null | undefined, missing = 'Never'): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : missing;
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** Whole days since `created` (an account's days active). */
export function daysSince(created: string | Date, now: Date = new Date()): number {
  const date = toDate(created);
  if (!date) return 0;
  return Math.max(0, Math.floor((now.getTime() - date.getTime()) / 86_400_000));
}

/** "+12.5%", "-3%", "0%"; null (no previous period) gives null. */
export function formatChange(percent: number | null): string | null {
  if (percent === null || !Number.isFinite(percent)) return null;
  const rounded = Math.round(percent * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded}%`;
}

/** A time studied, in the largest whole unit that fits (seconds, minutes, or hours to one decimal). */
export function duration(ms: number, numberLocale: string) {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.round(ms / 60_000);
  const [value, unit] =
    seconds < 60
      ? [seconds, 'second']
      : minutes < 60
        ? [minutes, 'minute']
        : [Math.round((minutes / 60) * 10) / 10, 'hour'];
  return new Intl.NumberFormat(numberLocale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
