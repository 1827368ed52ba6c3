import type { ReactNode } from 'react';

/**
 * One column of an admin list. The same definition draws the table cell on wide screens and the
 * card on narrow ones, so a new list is a columns file plus a filters file.
 */
export type Column<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the table cell (widths, wrapping). */
  className?: string;
  /** Shown in the table from this breakpoint up (narrower tables leave it to the card). */
  from?: 'lg' | 'xl' | '2xl';
  /**
   * Where the card shows it: `title` at the top without a label, `aside` at the top's other end,
   * `wide` a labelled row across the card, `field` a labelled cell of the card's grid (the default),
   * `none` not at all.
   */
  card?: 'title' | 'aside' | 'wide' | 'field' | 'none';
  /** The sort key when the header can sort the list. */
  sortKey?: string;
};

// Static class names, so that Tailwind sees them.
export const fromClass: Record<NonNullable<Column<unknown>['from']>, string> = {
  lg: 'hidden lg:table-cell',
  xl: 'hidden xl:table-cell',
  '2xl': 'hidden 2xl:table-cell',
};

export type Selection = {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  /** The select-all checkbox's name, e.g. "Select all users on this page". */
  allLabel: string;
};
