import type { ReactNode } from 'react';

/** Label/value pairs (a description list), two columns from the small breakpoint. */
export function FieldList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="mt-0.5 font-medium wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
