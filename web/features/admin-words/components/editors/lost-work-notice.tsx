import type { ReactNode } from 'react';
import { Button } from '~/web/components/ui/button';

/**
 * Unsaved work the page could not keep (its definition was deleted by another editor): said at once
 * (an alert), and left on screen until the editor dismisses it, so it is not missed.
 */
export function LostWorkNotice({ children, onDismiss }: { children: ReactNode; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <div className="min-w-0 flex-1 space-y-1 wrap-break-word">{children}</div>
      <Button size="sm" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
