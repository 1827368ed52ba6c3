import type { CardSchedule } from '~/core/study/card-schedule';
import type { WordsMessages } from '../i18n/en';

export const dateTime = (value: string, numberLocale: string) =>
  new Intl.DateTimeFormat(numberLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

/** The card's place in the schedule: state, next due, stability, difficulty, reviews and lapses. */
export function WordSchedule({
  card,
  t,
  numberLocale,
}: {
  card: CardSchedule;
  t: WordsMessages;
  numberLocale: string;
}) {
  const number = new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 1 });
  // "12.4 days": the plural form of the number as shown, with the number in the page's locale.
  const days = (value: number) => {
    const shown = Math.round(value * 10) / 10;
    const forms = t.detail.days;
    const category = new Intl.PluralRules(numberLocale).select(shown) as keyof typeof forms;
    return (forms[category] ?? forms.other).replace('{count}', number.format(shown));
  };
  const rows: [string, string][] = [
    [t.detail.state, t.cardStates[card.state]],
    [t.detail.nextDue, card.due ? dateTime(card.due, numberLocale) : t.detail.notScheduled],
    [t.detail.stability, card.reps === 0 ? '—' : days(card.stability)],
    [t.detail.difficulty, card.reps === 0 ? '—' : number.format(card.difficulty)],
    [t.detail.reps, number.format(card.reps)],
    [t.detail.lapses, number.format(card.lapses)],
    [t.detail.lastReview, card.lastReview ? dateTime(card.lastReview, numberLocale) : t.detail.never],
  ];
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="mt-0.5 font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t.detail.scheduleHint}</p>
    </div>
  );
}
