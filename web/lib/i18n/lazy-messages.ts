import { use, useSyncExternalStore } from 'react';
import type { Locale } from '~/core/site/public-routes';
import { learnerLocale, useLearnerLocale } from './learner-locale';

type OtherLocale = Exclude<Locale, 'en'>;

/**
 * A learner feature's message tables: English, the default, ships with the feature's code; each other
 * language is a chunk of its own, loaded only for a learner who reads it (docs/performance.md §6). So
 * an English page renders without waiting for one more request after its scripts have run, and
 * a Hebrew one does not carry every language. The route's clientLoader calls `preload()` so the page
 * renders with the learner's table already there; after a change of language the page keeps the table
 * it has until the new one arrives. Tests call `preload(locale)` before rendering.
 */
export function lazyMessages<T>(english: T, others: Record<OtherLocale, () => Promise<T>>) {
  const loaded: Partial<Record<Locale, T>> = { en: english };
  const loaders: Record<Locale, () => Promise<T>> = { en: () => Promise.resolve(english), ...others };
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
