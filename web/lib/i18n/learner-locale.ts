import { useCallback, useSyncExternalStore } from 'react';
import type { Locale } from '~/core/site/public-routes';
import { languageStorageKey } from '../enhance/storage-keys';
import { numberLocale, textDirection } from './locale';

// The learner's pages (/dashboard and below) have no /he/ prefix: their language is the site
// language the visitor chose (the public site's switcher stores it under the same key), else English.
// Each learner feature keeps its own messages (features/<area>/i18n/{en,he}.ts) and picks them by it.

const listeners = new Set<() => void>();

/** The learner's language now, outside React (route loaders). */
export function learnerLocale(): Locale {
  return read();
}

function read(): Locale {
  try {
    return globalThis.localStorage?.getItem(languageStorageKey) === 'he' ? 'he' : 'en';
  } catch {
    return 'en';
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === languageStorageKey && listener();
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function setLearnerLocale(locale: Locale) {
  try {
    localStorage.setItem(languageStorageKey, locale);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export function useLearnerLocale() {
  const locale = useSyncExternalStore(subscribe, read, () => 'en' as Locale);
  const setLocale = useCallback((next: Locale) => setLearnerLocale(next), []);
  return { locale, dir: textDirection[locale], numberLocale: numberLocale[locale], setLocale };
}
