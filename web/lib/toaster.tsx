import { lazy, Suspense, useSyncExternalStore } from 'react';

// The app's one <Toaster>, mounted by web/root.tsx. Sonner (about 9 KB of gzip JavaScript) is not
// part of the app shell: the Toaster loads the first time a module that shows toasts is loaded
// (web/lib/toast.ts calls requestToaster), which sonner itself is then part of. Sonner replays the
// toasts shown before its Toaster subscribed, so none is lost (docs/performance.md §6).

let requested = false;
const listeners = new Set<() => void>();

export function requestToaster() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Every header (public, learner, admin) is 64 px high and stays at the top: a toast placed over it
// would cover its links and buttons while a keyboard user tabs through them, so toasts start below it.
const belowTheHeader = { top: 72 };

// Its name and direction follow the document's language (./toaster-region.tsx, loaded with sonner).
const Toaster = lazy(() => import('./toaster-region'));

export function LazyToaster() {
  const show = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster offset={belowTheHeader} />
    </Suspense>
  );
}
