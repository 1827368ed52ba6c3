import { Link } from 'react-router';
import type { AdvancedAnalytics } from '~/core/stats/advanced-analytics';
import type { StatsMessages } from '../i18n/en';
import type { AnalyticsFormat } from './analytics-format';
import { ChartSection } from './chart-section';

/**
 * The words forgotten most often, with how often and when each is next due, as a table; each word
 * leads to its page (its schedule, review history and a way to study it now).
 */
export function AnalyticsHardestWords({
  words,
  t,
  f,
  numberLocale,
  timeZone,
}: {
  words: AdvancedAnalytics['hardestWords'];
  t: StatsMessages['advanced'];
  f: AnalyticsFormat;
  numberLocale: string;
  /** The learner's, in which their study days and due times are said. */
  timeZone: string;
}) {
  const due = new Intl.DateTimeFormat(numberLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (
    <ChartSection id="analytics-hardest" heading="h3" title={t.hardest.title} summary={t.hardest.summary}>
      {words.length === 0 ? (
        <p>{t.hardest.none}</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">{t.hardest.title}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-1 text-start">
                {t.hardest.word}
              </th>
              <th scope="col" className="py-1 text-end">
                {t.hardest.lapses}
              </th>
              <th scope="col" className="py-1 text-end">
                {t.hardest.due}
              </th>
            </tr>
          </thead>
          <tbody>
            {words.map((word) => (
              <tr key={word.id} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="py-1 text-start font-semibold" dir="auto">
                  <Link
                    to={`/dashboard/words/${encodeURIComponent(word.id)}`}
                    className="text-brand-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-200"
                  >
                    {word.word}
                  </Link>
                </th>
                <td className="py-1 text-end tabular-nums">{f.count(word.lapses)}</td>
                <td className="py-1 text-end">{word.dueAt ? due.format(new Date(word.dueAt)) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ChartSection>
  );
}
