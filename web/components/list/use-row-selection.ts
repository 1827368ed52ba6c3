import { useCallback, useMemo, useState } from 'react';

const none: ReadonlySet<string> = new Set();

export type RowSelection = {
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Selects all of `ids`, or clears them when all are selected already. */
  toggleAll: (ids: readonly string[]) => void;
  remove: (id: string) => void;
  clear: () => void;
};

/**
 * Selected rows that belong to one scope (one page of one query): when the scope changes (another
 * page, search or filter), the selection starts empty, so a bulk action never reaches rows that are
 * no longer on screen.
 */
export function useRowSelection(scope: string): RowSelection {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: none });
  const selected = state.scope === scope ? state.ids : none;
  const update = useCallback(
    (change: (current: ReadonlySet<string>) => ReadonlySet<string>) =>
      setState((current) => ({ scope, ids: change(current.scope === scope ? current.ids : none) })),
    [scope],
  );
  return useMemo(
    () => ({
      selected,
      toggle: (id) =>
        update((current) => {
          const next = new Set(current);
          if (next.has(id)) next.delete(id);
          else next.add(id);
          return next;
        }),
      toggleAll: (ids) =>
        update((current) => (ids.length > 0 && ids.every((id) => current.has(id)) ? none : new Set(ids))),
      remove: (id) =>
        update((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        }),
      clear: () => update(() => none),
    }),
    [selected, update],
  );
}
