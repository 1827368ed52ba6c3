import { useCallback, useEffect, useRef, useState } from 'react';

export type FocusTarget = { kind: 'row'; index: number; part?: string } | { kind: 'add' } | null;

const rowKey = (index: number, part = 'main') => `${index}:${part}`;

/**
 * Where focus goes after an add, edit, move or delete: set a target, and once the list has
 * re-rendered the matching element (a row's button, or the add field) receives focus.
 */
export function useFocusAfter() {
  const rows = useRef(new Map<string, HTMLElement>());
  const add = useRef<HTMLElement | null>(null);
  const [target, setTarget] = useState<FocusTarget>(null);

  useEffect(() => {
    if (!target) return;
    // In a timeout: after this render, and after a closing dialog has handed focus back to its
    // (possibly removed) trigger, which Radix also does in a timeout.
    setTimeout(() => {
      const element =
        target.kind === 'add' ? add.current : rows.current.get(rowKey(target.index, target.part));
      const usable = element && !(element as HTMLButtonElement).disabled ? element : null;
      (usable ?? rows.current.get(rowKey(target.kind === 'row' ? target.index : -1)) ?? add.current)?.focus();
    }, 0);
    setTarget(null);
  }, [target]);

  const rowRef = useCallback(
    (index: number, part?: string) => (element: HTMLElement | null) => {
      if (element) rows.current.set(rowKey(index, part), element);
      else rows.current.delete(rowKey(index, part));
    },
    [],
  );
  const addRef = useCallback((element: HTMLElement | null) => {
    add.current = element;
  }, []);

  /** After removing row `index` of a list now `length` long: its successor, else its predecessor. */
  const afterRemove = (index: number, length: number) =>
    setTarget(length === 0 ? { kind: 'add' } : { kind: 'row', index: Math.min(index, length - 1) });

  return { rowRef, addRef, focus: setTarget, afterRemove };
}
