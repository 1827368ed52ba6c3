import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { type UrlUpdates, withParams } from '~/web/lib/url-state';
import { useDebouncedValue } from '~/web/lib/use-debounced-value';
import { nextSort, paramsObject } from './url-schema';
import { useBusyRows } from './use-busy-rows';
import { useRowSelection } from './use-row-selection';

// Keys that say where in the results we are: any new search, filter or sort starts over.
const positionKeys = { page: null, cursor: null } as const;

type Options = { searchKey?: string; debounceMs?: number };

/**
 * A list screen's state, kept in the URL so that reload, Back and a shared link show the same list:
 * the search (typed freely, written once typing pauses), the filters, the sort and the page (or
 * cursor), parsed with the list's schema (see url-schema.ts); plus the selection, which belongs to
 * exactly that URL state, and the rows with an action in flight.
 */
export function useListUrlState<S extends z.ZodObject>(
  schema: S,
  { searchKey = 'q', debounceMs = 300 }: Options = {},
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => schema.parse(paramsObject(params)) as z.output<S>, [schema, params]);
  const values = state as Record<string, unknown>;

  // Writes build on the last URL written, not on the params of the last render: two writes before
  // the next render (the debounced search, then a filter chosen at once) must not undo each other.
  const written = useRef(params);
  useEffect(() => {
    written.current = params;
  }, [params]);
  const write = useCallback(
    (updates: UrlUpdates, { replace = false, keepPosition = false } = {}) => {
      const next = withParams(written.current, keepPosition ? updates : { ...positionKeys, ...updates });
      written.current = next;
      setParams(next, { replace, preventScrollReset: true });
    },
    [setParams],
  );

  // The box types freely; the URL follows once typing pauses (replacing the entry, so Back skips
  // keystrokes). A URL change (Back, a link) puts its search into the box; a stale debounced value
  // never writes itself back over it.
  const urlSearch = typeof values[searchKey] === 'string' ? (values[searchKey] as string) : '';
  const [searchInput, setSearchInput] = useState(urlSearch);
  const debouncedSearch = useDebouncedValue(searchInput, debounceMs);
  const latest = useRef({ write, urlSearch });
  latest.current = { write, urlSearch };
  useEffect(() => {
    const { write: update, urlSearch: current } = latest.current;
    if (debouncedSearch.trim() !== current)
      update({ [searchKey]: debouncedSearch.trim() }, { replace: true });
  }, [debouncedSearch, searchKey]);
  useEffect(() => {
    setSearchInput((current) => (current.trim() === urlSearch ? current : urlSearch));
  }, [urlSearch]);

  const selection = useRowSelection(JSON.stringify(state));
  const busy = useBusyRows();
  const resultsRef = useFocusReturn(busy.ids, selection.selected);

  return {
    state,
    search: { value: searchInput, onChange: setSearchInput },
    /** One filter (or several): the list starts over at its first page. */
    setFilters: (updates: Partial<Record<keyof z.input<S> & string, string | boolean | null>>) =>
      write(updates as UrlUpdates),
    clearFilters: (keys: readonly (keyof z.input<S> & string)[]) =>
      write(Object.fromEntries(keys.map((key) => [key, null]))),
    /**
     * `replace` for a correction the screen makes itself (a page past the last moved back): pushed,
     * Back would return to the page past the last, which corrects itself forward again, and the
     * list could never be left by Back.
     */
    setPage: (page: number, { replace = false } = {}) =>
      write({ page: page > 1 ? page : null }, { keepPosition: true, replace }),
    setCursor: (cursor: string | null) => write({ cursor }, { keepPosition: true }),
    /** Ascending, descending, none (the `sort` key of the schema). */
    toggleSort: (column: string) =>
      write({ sort: nextSort(typeof values.sort === 'string' ? values.sort : undefined, column) ?? null }),
    selection,
    busy,
    /** The results line (or the list's heading), given tabIndex={-1}: where lost focus goes. */
    resultsRef,
  };
}

/**
 * A row's action that settles, or a selection that changes (cleared by a bulk action), can take the
 * focused button with it (a deleted row's, the words' Delete Selected) or leave it disabled (Apply
 * with nothing selected, an action still running when its confirmation closed). The focus then goes
 * to the results line, where Tab carries on into the list, rather than to the page's start; focus
 * put anywhere else stays there.
 */
function useFocusReturn(busy: ReadonlySet<string>, selected: ReadonlySet<string>) {
  const target = useRef<HTMLElement | null>(null);
  const before = useRef({ busy, selected });
  useEffect(() => {
    const settled =
      [...before.current.busy].some((id) => !busy.has(id)) || before.current.selected !== selected;
    before.current = { busy, selected };
    const focused = document.activeElement;
    const lost = !focused || focused === document.body || focused.matches(':disabled');
    if (settled && lost) target.current?.focus();
  }, [busy, selected]);
  // A callback ref, so that any element can take it (a paragraph, a heading).
  return useCallback((element: HTMLElement | null) => {
    target.current = element;
  }, []);
}

export type ListUrlState<S extends z.ZodObject> = ReturnType<typeof useListUrlState<S>>;
