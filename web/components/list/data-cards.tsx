import { useId } from 'react';
import { Checkbox } from '~/web/components/ui/checkbox';
import type { Column } from './column';
import { SelectAllCheckbox } from './select-all-checkbox';
import type { ViewProps } from './view-props';

/** The narrow-screen list: one card per row with the same columns, labelled, and the row's actions. */
export function DataCards<T>({
  caption,
  rows,
  rowKey,
  rowName,
  columns,
  selection,
  actions,
  busy,
}: ViewProps<T>) {
  const selectAllId = useId();
  const place = (where: NonNullable<Column<T>['card']>) =>
    columns.filter((column) => (column.card ?? 'field') === where);
  const [title, aside, wide, fields] = [place('title'), place('aside'), place('wide'), place('field')];
  const ids = rows.map(rowKey);
  return (
    <div className="space-y-3">
      {selection && (
        <div className="flex items-center gap-2 px-1 text-sm font-medium">
          <SelectAllCheckbox
            id={selectAllId}
            ids={ids}
            selected={selection.selected}
            onToggleAll={selection.onToggleAll}
            label={selection.allLabel}
          />
          <label htmlFor={selectAllId}>Select all on this page</label>
        </div>
      )}
      <ul className="space-y-3" aria-label={caption}>
        {rows.map((row) => {
          const id = rowKey(row);
          const selected = selection?.selected.has(id) ?? false;
          return (
            <li
              key={id}
              aria-busy={busy?.(row) || undefined}
              className={`min-w-0 rounded-lg border border-slate-200 p-4 dark:border-slate-700 ${selected ? 'bg-brand-50 dark:bg-slate-800' : ''}`}
            >
              <div className="flex items-start gap-3">
                {selection && (
                  <Checkbox
                    className="mt-1 shrink-0"
                    aria-label={`Select ${rowName(row)}`}
                    checked={selected}
                    onChange={() => selection.onToggle(id)}
                  />
                )}
                <div className="min-w-0 flex-1 space-y-3">
                  {(title.length > 0 || aside.length > 0) && (
                    <div className="flex items-start justify-between gap-2">
                      <div className="min-w-0 flex-1">
                        {title.map((column) => (
                          <div key={column.id}>{column.cell(row)}</div>
                        ))}
                      </div>
                      {aside.map((column) => (
                        <div key={column.id} className="shrink-0">
                          {column.cell(row)}
                        </div>
                      ))}
                    </div>
                  )}
                  {(wide.length > 0 || fields.length > 0) && (
                    <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                      {[...wide, ...fields].map((column) => (
                        <div
                          key={column.id}
                          className={`min-w-0 ${(column.card ?? 'field') === 'wide' ? 'col-span-2' : ''}`}
                        >
                          <dt className="text-xs text-slate-600 dark:text-slate-300">{column.header}</dt>
                          <dd className="mt-0.5 wrap-anywhere">{column.cell(row)}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                  {actions && (
                    <div className="border-t border-slate-200 pt-3 dark:border-slate-800">
                      {actions.render(row, 'card')}
                    </div>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
