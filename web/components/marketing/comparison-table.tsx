import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import { comparisonRows, plans } from '~/core/plans/plans';
import { useLocale } from '~/web/lib/i18n/use-locale';
import { formatLimit } from './plan-format';

/** Generated from the plan definition, so it cannot disagree with the cards. */
export function ComparisonTable() {
  const { t } = useLocale();
  const p = t.pricing;
  return (
    <div className="mx-auto mt-20 max-w-5xl">
      <h2 id="compare-heading" className="text-center text-3xl font-bold tracking-tight">
        {p.compareHeading}
      </h2>
      {/* A scrollable region must be reachable by keyboard on narrow screens. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: see above */}
      <section className="mt-8 overflow-x-auto" aria-labelledby="compare-heading" tabIndex={0}>
        <table className="w-full min-w-[20rem] border-collapse text-xs sm:text-sm">
          <caption className="sr-only">{p.compareCaption}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-3 pe-4 text-start font-semibold">
                {p.featureColumn}
              </th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col" className="px-2 py-3 text-center font-semibold sm:px-4">
                  {p.planNames[plan.id]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparisonRows().map((row) => (
              <tr key={row.key} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="py-3 pe-4 text-start font-medium">
                  {row.kind === 'limit' ? p.limitRows[row.key] : p.features[row.key]}
                </th>
                {row.kind === 'limit'
                  ? row.values.map((value, index) => (
                      <td key={plans[index]?.id} className="px-2 py-3 text-center sm:px-4" dir="ltr">
                        {formatLimit(value)}
                      </td>
                    ))
                  : row.values.map((included, index) => (
                      <td
                        key={plans[index]?.id}
                        className="px-2 py-3 text-center sm:px-4"
                        data-included={included}
                      >
                        {included ? (
                          <Check
                            className="mx-auto size-5 text-brand-700 dark:text-brand-200"
                            aria-hidden="true"
                          />
                        ) : (
                          <Minus
                            className="mx-auto size-5 text-slate-500 dark:text-slate-400"
                            aria-hidden="true"
                          />
                        )}
                        <span className="sr-only">{included ? p.included : p.notIncluded}</span>
                      </td>
                    ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
