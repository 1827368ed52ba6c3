import type { ReactNode, Ref } from 'react';

export function PageHeader({
  title,
  subtitle,
  actions,
  titleRef,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  /** The title as a place the page can move the focus to (a list's, when its focused row is gone). */
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1
          ref={titleRef}
          tabIndex={titleRef ? -1 : undefined}
          className="text-2xl font-bold focus:outline-none sm:text-3xl"
        >
          {title}
        </h1>
        {subtitle && <p className="mt-1 text-slate-600 dark:text-slate-300">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
