import ChevronDown from 'lucide-react/icons/chevron-down';
import Search from 'lucide-react/icons/search';
import { PageBanner } from '~/web/components/marketing/page-banner';
import { enhanceFaqSearch } from '~/web/lib/enhance/faq-search';
import { faqCategories } from '~/web/lib/i18n/en/faq';
import { plural } from '~/web/lib/i18n/plural';
import { useLocale } from '~/web/lib/i18n/use-locale';
import { InlineScript } from '~/web/lib/inline-script';
import { pageMeta } from '~/web/lib/seo';
import type { Route } from './+types/faq';

export function meta({ location }: Route.MetaArgs) {
  return pageMeta(location.pathname, '/faq', (t) => t.faq);
}

const chipClass =
  'rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white dark:border-slate-600 dark:text-slate-200 dark:aria-pressed:bg-brand-600';

export default function FaqPage() {
  const { t, locale, href } = useLocale();
  const f = t.faq;
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: f.entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
  return (
    <>
      <PageBanner title={f.heading} intro={f.intro} />
      <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6 lg:px-8">
        {/* Filtering needs the page script; without it every question is listed. */}
        <div data-requires-js="" className="space-y-6">
          <div className="relative">
            <label htmlFor="faq-search" className="mb-2 block text-sm font-semibold">
              {f.searchLabel}
            </label>
            <Search
              className="pointer-events-none absolute start-3 bottom-3 size-5 text-slate-500 dark:text-slate-400"
              aria-hidden="true"
            />
            <input
              id="faq-search"
              type="search"
              data-faq-search=""
              placeholder={f.searchPlaceholder}
              autoComplete="off"
              className="w-full rounded-xl border border-slate-300 bg-white py-2.5 ps-10 pe-3 text-base placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-400"
            />
          </div>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">{f.filterLabel}</legend>
            <div className="flex flex-wrap gap-2">
              <button type="button" data-faq-category="all" aria-pressed="true" className={chipClass}>
                {f.all}
              </button>
              {faqCategories.map((category) => (
                <button
                  key={category}
                  type="button"
                  data-faq-category={category}
                  aria-pressed="false"
                  className={chipClass}
                >
                  {f.categories[category]}
                </button>
              ))}
            </div>
          </fieldset>
          <p data-faq-status="" aria-live="polite" className="text-sm text-slate-600 dark:text-slate-300">
            {plural(f.results, f.entries.length, locale)}
          </p>
        </div>
        <div data-faq-list="" className="mt-8">
          {faqCategories.map((category) => (
            <section
              key={category}
              data-faq-group=""
              aria-labelledby={`faq-${category}`}
              className="mt-10 first:mt-0"
            >
              <h2 id={`faq-${category}`} className="text-xl font-bold">
                {f.categories[category]}
              </h2>
              <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
                {f.entries
                  .filter((entry) => entry.category === category)
                  .map((entry) => (
                    <details key={entry.question} data-faq-entry={category} className="group px-5">
                      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold [&::-webkit-details-marker]:hidden">
                        {entry.question}
                        <ChevronDown
                          className="size-5 shrink-0 transition-transform group-open:rotate-180"
                          aria-hidden="true"
                        />
                      </summary>
                      <p className="pb-5 leading-7 text-slate-700 dark:text-slate-200">{entry.answer}</p>
                    </details>
                  ))}
              </div>
            </section>
          ))}
        </div>
        <div
          data-faq-empty=""
          hidden
          className="mt-8 rounded-2xl bg-slate-50 p-6 text-center dark:bg-slate-900"
        >
          <p>{f.empty}</p>
          <a
            href={href('/support')}
            className="mt-3 inline-block font-semibold text-brand-700 underline dark:text-brand-200"
          >
            {f.contact}
          </a>
        </div>
      </div>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own content, < escaped
        dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData).replace(/</g, '\\u003c') }}
      />
      <InlineScript fn={enhanceFaqSearch} args={[f.results, locale]} />
    </>
  );
}
