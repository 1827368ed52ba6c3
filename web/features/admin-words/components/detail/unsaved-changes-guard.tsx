import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';

/**
 * Leaving the page with unsaved editor changes asks first: in-app navigation through React Router's
 * blocker and an accessible dialog, closing or reloading the tab through the browser's own prompt.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  // The dialog's confirm button also closes it; that close must not cancel the navigation it allowed.
  const proceeding = useRef(false);
  useEffect(() => {
    if (blocker.state === 'blocked') proceeding.current = false;
  }, [blocker.state]);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && !proceeding.current && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description="You have unsaved changes on this word. If you leave now, they will be lost."
      confirmLabel="Leave Page"
      cancelLabel="Stay"
      onConfirm={() => {
        if (blocker.state !== 'blocked') return;
        proceeding.current = true;
        blocker.proceed();
      }}
    />
  );
}
