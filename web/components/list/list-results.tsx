import type { ReactNode } from 'react';
import { EmptyState } from '~/web/components/ui/empty-state';
import { Spinner } from '~/web/components/ui/spinner';

/**
 * A list's body in its states: loading, empty (also what a failed list shows), or
 * the rows, dimmed while the next page replaces the shown one.
 */
export function ListResults({
  pending,
  loadingLabel,
  empty,
  emptyText,
  stale = false,
  fetching = false,
  children,
}: {
  pending: boolean;
  loadingLabel: string;
  empty: boolean;
  emptyText: ReactNode;
  stale?: boolean;
  fetching?: boolean;
  children: ReactNode;
}) {
  if (pending) return <Spinner label={loadingLabel} />;
  if (empty) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <div className={stale ? 'opacity-60' : undefined} aria-busy={fetching}>
      {children}
    </div>
  );
}
