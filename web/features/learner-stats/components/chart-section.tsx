import type { ReactNode } from 'react';

/** A titled statistics panel: its sentence (what the chart shows, in words), the chart, its table. */
export function ChartSection({
  id,
  title,
  summary,
  actions,
  children,
  heading: Heading = 'h2',
}: {
  id: string;
  title: string;
  summary: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  /** h3 for a panel inside a section of its own (the advanced analytics' parts). */
  heading?: 'h2' | 'h3';
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={id} className="text-lg font-bold">
          {title}
        </Heading>
        {actions}
      </div>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{summary}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}
