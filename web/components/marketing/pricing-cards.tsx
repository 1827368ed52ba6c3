import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import {
  formatUsd,
  monthlyEquivalent,
  type Plan,
  type PlanLimits,
  planFeatureKeys,
  plans,
  yearlySavingPercent,
} from '~/core/plans/plans';
import { storeLinks } from '~/core/site/links';
import { format } from '~/web/lib/i18n/format';
import { useLocale } from '~/web/lib/i18n/use-locale';
import { formatLimit } from './plan-format';

/** A limit line such as "1,500+ words", the number isolated so that Hebrew keeps "1,500+" intact. */
function LimitText({ template, value }: { template: string; value: string }) {
  const [before = '', after = ''] = template.split('{value}');
  return (
    <span>
      {before}
      <bdi dir="ltr">{value}</bdi>
      {after}
    </span>
  );
}

/** A store named in a sentence, opening in a new tab. */
function StoreLink({ href, name, newTab }: { href: string; name: string; newTab: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
      {name}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const { t, href } = useLocale();
  const p = t.pricing;
  const isPro = plan.id !== 'free';
  const suffix = plan.interval === 'month' ? p.perMonth : plan.interval === 'year' ? p.perYear : p.forever;
  return (
    <li
      data-billing={plan.interval ?? undefined}
      data-testid={`plan-${plan.id}`}
      className={`relative flex flex-col rounded-2xl border bg-white p-8 shadow-sm dark:bg-slate-900 ${
        isPro ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      {isPro && (
        <p className="absolute -top-3 start-8 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          {p.popular}
        </p>
      )}
      <h2 className="text-xl font-bold">{p.planNames[plan.id]}</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{p.planSummaries[plan.id]}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-5xl font-extrabold tracking-tight" dir="ltr">
          {formatUsd(plan.price)}
        </span>
        <span className="text-slate-600 dark:text-slate-300">{suffix}</span>
      </p>
      {plan.interval === 'year' && (
        <p className="mt-2 text-sm font-medium text-emerald-800 dark:text-emerald-300">
          {format(p.save, { percent: yearlySavingPercent() })} ·{' '}
          {format(p.yearlyEquivalent, { price: formatUsd(monthlyEquivalent(plan)) })}
        </p>
      )}
      {/* Free starts right here on the web; Pro is bought in the app (the stores take the payment). */}
      <a
        href={isPro ? storeLinks.ios : href('/signup')}
        {...(isPro ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className={`mt-8 rounded-xl px-5 py-3 text-center font-semibold ${
          isPro
            ? 'bg-brand-700 text-white hover:bg-brand-800'
            : 'border border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800'
        }`}
      >
        {isPro ? p.upgrade : p.getStarted}
        <span className="sr-only"> — {p.planNames[plan.id]}</span>
        {isPro && <span className="sr-only"> {t.shell.store.newTab}</span>}
      </a>
      {isPro && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          {p.boughtInApp} <StoreLink href={storeLinks.ios} name="App Store" newTab={t.shell.store.newTab} />
          {' · '}
          <StoreLink href={storeLinks.android} name="Google Play" newTab={t.shell.store.newTab} />
        </p>
      )}
      <ul className="mt-8 space-y-3 text-sm">
        {(Object.keys(plan.limits) as (keyof PlanLimits)[]).map((key) => (
          <li key={key} className="flex gap-3">
            <Check className="size-5 shrink-0 text-brand-700 dark:text-brand-200" aria-hidden="true" />
            <LimitText template={p.limits[key]} value={formatLimit(plan.limits[key])} />
          </li>
        ))}
        {planFeatureKeys.map((key) =>
          plan.features[key] ? (
            <li key={key} className="flex gap-3">
              <Check className="size-5 shrink-0 text-brand-700 dark:text-brand-200" aria-hidden="true" />
              {p.features[key]}
            </li>
          ) : (
            <li key={key} className="flex gap-3 text-slate-500 dark:text-slate-400">
              <X className="size-5 shrink-0" aria-hidden="true" />
              <span>
                <span className="sr-only">{p.notIncluded}: </span>
                <span className="line-through">{p.features[key]}</span>
              </span>
            </li>
          ),
        )}
      </ul>
    </li>
  );
}

const toggleLabel =
  'cursor-pointer rounded-full px-5 py-2 text-sm font-semibold text-slate-700 peer-checked:bg-white peer-checked:text-brand-800 peer-checked:shadow peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 dark:text-slate-200 dark:peer-checked:bg-slate-700 dark:peer-checked:text-white';

/** Plan cards with a monthly/yearly switch made of two radio buttons; CSS shows the chosen Pro plan. */
export function PricingCards() {
  const { t } = useLocale();
  const p = t.pricing;
  return (
    <div className="pricing-plans">
      <fieldset className="mx-auto flex w-fit rounded-full bg-slate-100 p-1 dark:bg-slate-800">
        <legend className="sr-only">{p.billing}</legend>
        <span className="flex">
          <input
            type="radio"
            name="billing"
            id="billing-monthly"
            value="month"
            defaultChecked
            className="peer sr-only"
          />
          <label htmlFor="billing-monthly" className={toggleLabel}>
            {p.monthly}
          </label>
        </span>
        <span className="flex">
          <input type="radio" name="billing" id="billing-yearly" value="year" className="peer sr-only" />
          <label htmlFor="billing-yearly" className={toggleLabel}>
            {p.yearly}{' '}
            <span className="text-emerald-800 dark:text-emerald-300">
              ({format(p.save, { percent: yearlySavingPercent() })})
            </span>
          </label>
        </span>
      </fieldset>
      <ul className="mx-auto mt-12 grid max-w-4xl gap-8 md:grid-cols-2">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </ul>
    </div>
  );
}
