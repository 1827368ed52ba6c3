import { useSyncExternalStore } from 'react';

// Whether the browser says it is online, kept current by its online and offline events: read once
// per render, a notice that the learner is offline stayed after the connection came back.
function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine !== false;

export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);
