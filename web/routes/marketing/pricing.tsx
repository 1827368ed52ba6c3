import CreditCard from 'lucide-react/icons/credit-card';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { ComparisonTable } from '~/web/components/marketing/comparison-table';
import { PageBanner } from '~/web/components/marketing/page-banner';
import { PricingCards } from '~/web/components/marketing/pricing-cards';
import { useLocale } from '~/web/lib/i18n/use-locale';
import { pageMeta } from '~/web/lib/seo';
import type { Route } from './+types/pricing';

const noteIcons = [ShieldCheck, CreditCard, RefreshCw];

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, '/pricing', (t) => t.pricing);
}

export default function PricingPage() {
  const { t } = useLocale();
  const p = t.pricing;
  return (
    <>
      <PageBanner title={p.heading} intro={p.intro} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <PricingCards />
        <ComparisonTable />
        <section aria-labelledby="notes-heading" className="mx-auto mt-20 max-w-5xl">
          <h2 id="notes-heading" className="text-center text-3xl font-bold tracking-tight">
            {p.notesHeading}
          </h2>
          <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-3">
            {p.notes.map((note, index) => {
              const Icon = noteIcons[index] ?? ShieldCheck;
              return (
                <li key={note.title} className="rounded-2xl bg-slate-50 p-6 dark:bg-slate-900">
                  <Icon className="size-6 text-brand-700 dark:text-brand-200" aria-hidden="true" />
                  <h3 className="mt-3 font-semibold">{note.title}</h3>
                  <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{note.body}</p>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </>
  );
}
