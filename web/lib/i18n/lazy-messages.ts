import { use, useSyncExternalStore } from 'react';
import type { Locale } from '~/core/public-routes';
import { learnerLocale, useLearnerLocale } from './learner-locale';

/**
 * A learner feature's message tables, each language its own chunk: a page loads only the learner's
 * language (docs/performance.md §6). The route's clientLoader calls `preload()` so the page renders
 * with the table already there; after a change of language the page keeps the table it has until the
 * new one arrives. Tests call `preload(locale)` before rendering.
 */
export function lazyMessages<T>(loaders: Record<Locale, () => Promise<T>>) {
  const loaded: Partial<Record<Locale, T>> = {};
  const pending = new Map<Locale, Promise<T>>();
  const listeners = new Set<() => void>();

  function preload(locale: Locale = learnerLocale()): Promise<T> {
    const table = loaded[locale];
    if (table) return Promise.resolve(table);
    let promise = pending.get(locale);
    if (!promise) {
      promise = loaders[locale]().then(
        (value) => {
          loaded[locale] = value;
          pending.delete(locale);
          for (const listener of listeners) listener();
          return value;
        },
        (error: unknown) => {
          pending.delete(locale);
          throw error;
        },
      );
      pending.set(locale, promise);
    }
    return promise;
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  /** The messages in the learner's language, with its direction and number locale. */
  function useMessages() {
    const learner = useLearnerLocale();
    const table = useSyncExternalStore(
      subscribe,
      () => loaded[learner.locale],
      () => loaded[learner.locale],
    );
    if (table) return { t: table, ...learner };
    // Not loaded yet: keep showing another language's table while it loads, else wait for it.
    const other = (Object.keys(loaded) as Locale[])[0];
    const loading = preload(learner.locale);
    if (other) {
      loading.catch(() => undefined);
      return { t: loaded[other] as T, ...learner };
    }
    return { t: use(loading), ...learner };
  }

  return { preload, useMessages };
}
