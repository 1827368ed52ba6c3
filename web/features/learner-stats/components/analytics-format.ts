// The advanced analytics' figures in the page's number locale: counts, shares, hours of the day.

export type AnalyticsFormat = ReturnType<typeof analyticsFormat>;

export function analyticsFormat(numberLocale: string) {
  const number = new Intl.NumberFormat(numberLocale);
  const percent = new Intl.NumberFormat(numberLocale, { style: 'percent', maximumFractionDigits: 0 });
  // An hour as a time of day ("1:00 PM", "13:00"): a fixed date in UTC, so no zone shifts it.
  const time = new Intl.DateTimeFormat(numberLocale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return {
    count: (value: number) => number.format(value),
    share: (rate: number | null) => (rate === null ? '—' : percent.format(rate)),
    hour: (hour: number) => time.format(new Date(Date.UTC(2000, 0, 1, hour))),
  };
}
