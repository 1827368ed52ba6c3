import RotateCcw from 'lucide-react/icons/rotate-ccw';
import type { ReactNode } from 'react';
import { Button } from '~/web/components/ui/button';
import { EmptyState } from '~/web/components/ui/empty-state';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/api-error';

/** A list that could not be loaded: what to call it, why, and how to try again. */
export type ListFailure = { title: string; error: unknown; onRetry: () => void };

/**
 * A list's body in its states: loading, failed (with why and a Retry: never an empty list, which
 * would say the search matched nothing), empty, or the rows, dimmed while the next page replaces
 * the shown one.
 */
export function ListResults({
  pending,
  loadingLabel,
  failure,
  empty,
  emptyText,
  stale = false,
  fetching = false,
  children,
}: {
  pending: boolean;
  loadingLabel: string;
  failure?: ListFailure | null;
  empty: boolean;
  emptyText: ReactNode;
  stale?: boolean;
  fetching?: boolean;
  children: ReactNode;
}) {
  if (pending) return <Spinner label={loadingLabel} />;
  if (failure) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-8 text-center text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        <p className="font-semibold">{failure.title}</p>
        <p className="text-sm">{errorMessage(failure.error)}</p>
        <Button onClick={failure.onRetry}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  }
  if (empty) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <div className={stale ? 'opacity-60' : undefined} aria-busy={fetching}>
      {children}
    </div>
  );
}
