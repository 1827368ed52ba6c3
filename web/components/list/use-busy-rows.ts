import { useCallback, useState } from 'react';

/** Rows with an action in flight: their buttons are disabled until the work settles. */
export function useBusyRows() {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const track = useCallback(async <T>(id: string, work: () => Promise<T>): Promise<T> => {
    setIds((current) => new Set(current).add(id));
    try {
      return await work();
    } finally {
      setIds((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }, []);
  return { ids, isBusy: (id: string) => ids.has(id), track };
}

export type BusyRows = ReturnType<typeof useBusyRows>;
