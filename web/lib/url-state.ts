import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

// Search params as state: a screen's search, filters and page live in the URL so that reload, Back
// and a shared link all show the same thing.

export type UrlUpdates = Record<string, string | number | boolean | null | undefined>;

/** A positive integer parameter (page numbers); anything else gives the fallback. */
export function readPositiveInt(params: URLSearchParams, key: string, fallback = 1): number {
  const raw = params.get(key);
  if (raw === null || !/^\d+$/.test(raw.trim())) return fallback;
  const value = Number.parseInt(raw, 10);
  return value >= 1 && Number.isSafeInteger(value) ? value : fallback;
}

/** One of the allowed values, or undefined. */
export function readEnum<const T extends string>(
  params: URLSearchParams,
  key: string,
  allowed: readonly T[],
): T | undefined {
  const raw = params.get(key);
  return raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

export function readText(params: URLSearchParams, key: string): string {
  return params.get(key)?.trim() ?? '';
}

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
