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

/**
 * The selection narrowed to the rows on screen. A selected row another administrator removed
 * meanwhile is gone from the list when it reloads; without this it would stay selected, invisible
 * and impossible to unselect, counted in "n selected" and sent by every bulk action. Each list screen
 * passes its rows' ids and hands the result, not the raw selection, to its table and bulk actions.
 */
export function useShownSelection(selection: RowSelection, shownIds: readonly string[]): RowSelection {
  // The ids as one string: a list's rows are a new array on each render while their ids stay the same.
  const shownKey = shownIds.join('\n');
  return useMemo(() => {
    const shown = new Set(shownKey.split('\n'));
    const selected = [...selection.selected].filter((id) => shown.has(id));
    if (selected.length === selection.selected.size) return selection;
    return { ...selection, selected: new Set(selected) };
  }, [selection, shownKey]);
}
