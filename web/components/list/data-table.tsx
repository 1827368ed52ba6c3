import { Checkbox } from '~/web/components/ui/checkbox';
import { fromClass } from './column';
import { DataCards } from './data-cards';
import { RowActions } from './row-actions';
import { SelectAllCheckbox } from './select-all-checkbox';
import { SortButton } from './sort-button';
import type { DataTableProps, ViewProps } from './view-props';

const th =
  'px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase dark:text-slate-300';
const td = 'px-4 py-3 align-middle';
// Opaque backgrounds: the sticky actions cell inherits its row's, so scrolled cells never show through.
const rowBackground = (selected: boolean) =>
  selected ? 'bg-brand-50 dark:bg-slate-800' : 'bg-white dark:bg-slate-900';

/**
 * An admin list: a table from 768 px, cards below (only one is displayed; the other is
 * `display: none`, so it is out of the accessibility tree and the tab order).
 */
export function DataTable<T>({ selection, rowActions, busy, ...props }: DataTableProps<T>) {
  const { rows, rowKey } = props;
  const view: ViewProps<T> = {
    ...props,
    selection: selection && {
      selected: selection.state.selected,
      onToggle: selection.state.toggle,
      onToggleAll: () => selection.state.toggleAll(rows.map(rowKey)),
      allLabel: selection.allLabel,
    },
    busy: busy && ((row) => busy(rowKey(row))),
    actions:
      props.actions ??
      (rowActions && {
        render: (row, place) => (
          <RowActions
            actions={rowActions.actions(row)}
            display={place === 'card' ? 'wrap' : rowActions.table}
            busy={busy?.(rowKey(row))}
          />
        ),
      }),
  };
  return (
    <div className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="hidden overflow-x-auto rounded-xl md:block" data-testid="list-table">
        <TableView {...view} />
      </div>
      <div className="p-3 md:hidden" data-testid="list-cards">
        <DataCards {...view} />
      </div>
    </div>
  );
}

function TableView<T>({
  caption,
  rows,
  rowKey,
  rowName,
  columns,
  selection,
  actions,
  busy,
  sort,
}: ViewProps<T>) {
  const ids = rows.map(rowKey);
  return (
    <table className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-800">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 dark:bg-slate-800">
        <tr>
          {selection && (
            <th scope="col" className={`${th} w-10`}>
              <SelectAllCheckbox
                ids={ids}
                selected={selection.selected}
                onToggleAll={selection.onToggleAll}
                label={selection.allLabel}
              />
            </th>
          )}
          {columns.map((column) => (
            <th
              key={column.id}
              scope="col"
              className={`${th} ${column.from ? fromClass[column.from] : ''}`}
              aria-sort={sort && column.sortKey ? sort.ariaSort(column.sortKey) : undefined}
            >
              {sort && column.sortKey ? (
                <SortButton sort={sort} column={column.sortKey} label={column.header} />
              ) : (
                column.header
              )}
            </th>
          ))}
          {actions && (
            <th
              scope="col"
              className={`${th} sticky right-0 bg-slate-50 shadow-[inset_1px_0_0] shadow-slate-200 dark:bg-slate-800 dark:shadow-slate-700`}
            >
              {actions.header ?? 'Actions'}
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {rows.map((row) => {
          const id = rowKey(row);
          const selected = selection?.selected.has(id) ?? false;
          const rowBusy = busy?.(row) ?? false;
          return (
            <tr key={id} className={rowBackground(selected)} aria-busy={rowBusy || undefined}>
              {selection && (
                <td className={td}>
                  <Checkbox
                    aria-label={`Select ${rowName(row)}`}
                    checked={selected}
                    onChange={() => selection.onToggle(id)}
                  />
                </td>
              )}
              {columns.map((column) => (
                <td
                  key={column.id}
                  className={`${td} ${column.from ? fromClass[column.from] : ''} ${column.className ?? ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
              {actions && (
                <td
                  className={`${td} sticky right-0 bg-inherit shadow-[inset_1px_0_0] shadow-slate-200 dark:shadow-slate-700`}
                >
                  {actions.render(row, 'table')}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
