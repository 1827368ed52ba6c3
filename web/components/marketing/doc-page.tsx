import type { ReactNode } from 'react';
import type { DocPageMessages } from '~/web/lib/i18n/doc-page-messages';
import { PageBanner } from './page-banner';

const slug = (index: number) => `section-${index + 1}`;

/** A text page: heading, introduction, a table of contents and its sections. */
export function DocPage({ page, aside }: { page: DocPageMessages; aside?: ReactNode }) {
  return (
    <>
      <PageBanner title={page.heading} intro={page.intro}>
        {page.updated && <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{page.updated}</p>}
      </PageBanner>
      <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6 lg:px-8">
        {aside}
        {page.sections.length > 3 && (
          <nav aria-labelledby="toc-heading" className="mb-10 rounded-2xl bg-slate-50 p-6 dark:bg-slate-900">
            <h2 id="toc-heading" className="sr-only">
              {page.heading}
            </h2>
            <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {page.sections.map((section, index) => (
                <li key={section.heading}>
                  <a
                    href={`#${slug(index)}`}
                    className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-200"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {page.sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={slug(index)} className="mt-10 first:mt-0">
            <h2 id={slug(index)} className="scroll-mt-20 text-2xl font-bold tracking-tight">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-7 text-slate-700 dark:text-slate-200">
                {paragraph}
              </p>
            ))}
            {section.items && (
              <ul className="mt-4 list-disc space-y-2 ps-6 leading-7 text-slate-700 marker:text-brand-600 dark:text-slate-200">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
