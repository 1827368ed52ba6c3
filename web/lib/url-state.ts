import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

// Search params as state: a screen's search, filters, page and open tab live in the URL so that
// reload, Back and a shared link all show the same thing. Lists read theirs through a schema
// (web/components/list/use-list-url-state.ts).

export type UrlUpdates = Record<string, string | number | boolean | null | undefined>;

/**
 * A copy of `current` with the updates applied. Empty strings, null, undefined and false remove the
 * key, so URLs stay short and a default never shows.
 */
export function withParams(current: URLSearchParams, updates: UrlUpdates): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(updates)) {
    if (value === undefined || value === null || value === '' || value === false) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The URL's params and a setter that merges updates (replace: for keystrokes, not for Back). */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (updates: UrlUpdates, options: { replace?: boolean } = {}) => {
      setParams((current) => withParams(current, updates), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setParams],
  );
  return [params, update] as const;
}
