import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card';

/**
 * A figure with its label, an icon, an optional line under it (a change, a hint) and an optional
 * definition (what exactly the figure counts, when two cards could be mistaken for each other).
 */
export function StatCard({
  label,
  value,
  icon: Icon,
  footer,
  definition,
}: {
  label: string;
  value: ReactNode;
  icon?: LucideIcon;
  footer?: ReactNode;
  definition?: string;
}) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-2 sm:gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium wrap-break-word text-slate-600 dark:text-slate-300">{label}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
        </div>
        {Icon && (
          <span className="shrink-0 rounded-lg bg-brand-50 p-2 text-brand-700 dark:bg-brand-900 dark:text-brand-100">
            <Icon className="size-5" aria-hidden="true" />
          </span>
        )}
      </div>
      {footer && (
        <div className="mt-3 text-sm wrap-break-word text-slate-600 dark:text-slate-300">{footer}</div>
      )}
      {definition && (
        <p className="mt-2 text-xs wrap-break-word text-slate-600 dark:text-slate-300">{definition}</p>
      )}
    </Card>
  );
}
