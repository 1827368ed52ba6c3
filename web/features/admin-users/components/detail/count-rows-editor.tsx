import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { collectionLabel } from '~/core/profile/profile-fields';
import { Button } from '~/web/components/ui/button';
import { EditableSection } from '~/web/components/ui/editable-section';
import { useEditableSection } from '~/web/components/ui/use-editable-section';
import { type CountRow, checkRows, rowId } from '~/web/features/admin-users/lib/count-rows';
import { formatDate } from '~/web/lib/dates-and-numbers';

type Entry = { collectionName: string; count: number; updatedAt?: string | null };
export type CountEntry = { collectionName: string; count: number };

const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-brand-500 dark:border-slate-600 dark:bg-slate-900';

/**
 * A list of collections with a whole number each (the limits and the collection metadata), in an
 * EditableSection: rows are added and removed while editing; names are checked before anything is
 * sent. The view names known collections ("Study Sets"), the editor keeps the stored keys.
 */
export function CountRowsEditor({
  title,
  countLabel,
  entries,
  emptyText,
  showUpdatedAt = false,
  onSave,
}: {
  title: string;
  countLabel: string;
  entries: Entry[];
  emptyText: string;
  showUpdatedAt?: boolean;
  onSave: (rows: CountEntry[]) => Promise<void>;
}) {
  const section = useEditableSection<CountRow[], CountEntry[]>({
    saved: () =>
      entries.map((entry) => ({
        id: rowId(),
        collectionName: entry.collectionName,
        count: String(entry.count),
        updatedAt: entry.updatedAt,
      })),
    check: (rows) => {
      const checked = checkRows(rows);
      return checked.ok ? { ok: true, value: checked.rows } : checked;
    },
    save: onSave,
    failure: `Could not save ${title}`,
  });
  const change = (id: string, patch: Partial<CountRow>) =>
    section.setDraft((rows) => rows.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  const rows = section.draft;

  return (
    <EditableSection
      title={title}
      level={3}
      editing={section.editing}
      saving={section.saving}
      error={section.error}
      onEdit={section.start}
      editName={`Edit ${title}`}
      onSave={() => void section.save()}
      onCancel={section.cancel}
    >
      {rows === null ? (
        entries.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">{emptyText}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {entries.map((entry) => (
              <li key={entry.collectionName} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                <span className="min-w-0 font-medium wrap-anywhere" title={entry.collectionName}>
                  {collectionLabel(entry.collectionName)}
                </span>
                <span className="tabular-nums">
                  {countLabel}: {entry.count}
                  {showUpdatedAt && (
                    <span className="ml-3 text-sm text-slate-600 dark:text-slate-300">
                      Updated {formatDate(entry.updatedAt)}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )
      ) : (
        <div className="space-y-3">
          {rows.length === 0 && <p className="text-slate-600 dark:text-slate-300">{emptyText}</p>}
          {rows.map((row, index) => (
            <div key={row.id} className="flex flex-wrap items-end gap-2">
              <label className="min-w-40 flex-1 text-sm">
                <span className="font-medium">Collection name</span>
                <span className="sr-only"> (row {index + 1})</span>
                <input
                  className={`mt-1 ${inputClass}`}
                  value={row.collectionName}
                  onChange={(event) => change(row.id, { collectionName: event.target.value })}
                />
              </label>
              <label className="w-32 text-sm">
                <span className="font-medium">{countLabel}</span>
                <span className="sr-only"> (row {index + 1})</span>
                <input
                  className={`mt-1 ${inputClass}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={row.count}
                  onChange={(event) => change(row.id, { count: event.target.value })}
                />
              </label>
              <Button
                variant="ghost"
                onClick={() => section.setDraft((current) => current.filter((other) => other.id !== row.id))}
                aria-label={`Remove row ${index + 1}`}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
          ))}
          <Button
            size="sm"
            onClick={() =>
              section.setDraft((current) => [...current, { id: rowId(), collectionName: '', count: '0' }])
            }
          >
            <Plus className="size-4" aria-hidden="true" />
            Add row
          </Button>
        </div>
      )}
    </EditableSection>
  );
}
