import type { AdvancedAnalytics } from '~/core/stats/advanced-analytics';
import type { StatsMessages } from '../i18n/en';
import type { AnalyticsFormat } from './analytics-format';
import { ChartSection } from './chart-section';

/** Young and mature words' answers of the last 30 days and the share remembered, as a small table. */
export function AnalyticsRetention({
  retention,
  t,
  f,
}: {
  retention: AdvancedAnalytics['retention'];
  t: StatsMessages['advanced'];
  f: AnalyticsFormat;
}) {
  const rows = [
    [t.retention.young, retention.young],
    [t.retention.mature, retention.mature],
  ] as const;
  const empty = retention.young.answers + retention.mature.answers === 0;
  return (
    <ChartSection
      id="analytics-retention"
      heading="h3"
      title={t.retention.title}
      summary={t.retention.summary}
    >
      {empty ? (
        <p>{t.retention.none}</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">{t.retention.title}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-1 text-start">
                {t.retention.words}
              </th>
              <th scope="col" className="py-1 text-end">
                {t.answers}
              </th>
              <th scope="col" className="py-1 text-end">
                {t.remembered}
              </th>
              <th scope="col" className="py-1 text-end">
                {t.share}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, share]) => (
              <tr key={label} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="py-1 text-start font-normal">
                  {label}
                </th>
                <td className="py-1 text-end tabular-nums">{f.count(share.answers)}</td>
                <td className="py-1 text-end tabular-nums">{f.count(share.passed)}</td>
                <td className="py-1 text-end text-lg font-bold tabular-nums">{f.share(share.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ChartSection>
  );
}
