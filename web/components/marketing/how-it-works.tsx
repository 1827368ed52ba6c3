import { useLocale } from '~/web/lib/i18n/use-locale';
import { SectionHeading } from './section-heading';

export function HowItWorks() {
  const { t } = useLocale();
  const h = t.home.howItWorks;
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-heading"
      className="scroll-mt-16 bg-slate-50 py-20 dark:bg-slate-900"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="how-heading" title={h.heading} intro={h.intro} />
        <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {h.steps.map((step, index) => (
            <li key={step.title} className="relative">
              <span
                className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
