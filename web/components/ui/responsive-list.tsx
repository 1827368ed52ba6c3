import type { ReactNode } from 'react';

/**
 * The portal's table/card pattern: the table from 768 px up, cards below. Only one is displayed;
 * the hidden one is `display: none`, so it is out of the accessibility tree and the tab order.
 */
export function ResponsiveList({ table, cards }: { table: ReactNode; cards: ReactNode }) {
  return (
    <>
      <div className="hidden overflow-x-auto md:block" data-testid="list-table">
        {table}
      </div>
      <div className="md:hidden" data-testid="list-cards">
        {cards}
      </div>
    </>
  );
}

export const tableClass = 'min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-800';
export const thClass =
  'px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';
export const tdClass = 'px-4 py-3 align-middle';
