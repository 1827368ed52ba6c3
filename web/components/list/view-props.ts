import type { ReactNode } from 'react';
import type { Column, Selection } from './column';
import type { RowAction } from './row-actions';
import type { SortProps } from './sort-button';
import type { RowSelection } from './use-row-selection';

// The list kit's props: what a screen gives DataTable, and what its table and card views draw from.
export type DataTableProps<T> = {
  /** What the rows are ("Users"): the table's caption and the cards' list name. */
  caption: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** How a row is named for screen readers ("Select ann@example.com"). */
  rowName: (row: T) => string;
  columns: readonly Column<T>[];
  /** Rows can be selected (for bulk actions); `allLabel` names the select-all checkbox. */
  selection?: { state: RowSelection; allLabel: string };
  /** The row's actions: icon buttons or a stack of labelled ones in the table, labelled in the cards. */
  rowActions?: { actions: (row: T) => readonly RowAction[]; table: 'icons' | 'stack' };
  /** Or any other content for the actions cell. */
  actions?: { header?: string; render: (row: T, place: 'table' | 'card') => ReactNode };
  /** Rows with an action in flight (their actions are disabled). */
  busy?: (id: string) => boolean;
  sort?: SortProps;
};

/** What both views draw from: the props with selection and actions resolved for these rows. */
export type ViewProps<T> = Omit<DataTableProps<T>, 'selection' | 'rowActions' | 'busy'> & {
  selection?: Selection;
  busy?: (row: T) => boolean;
};
