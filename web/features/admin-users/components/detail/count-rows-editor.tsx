import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Section } from '../../../../components/ui/card';
import { formatDate } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { type CountRow, checkRows, rowId } from '../../lib/count-rows';

type Entry = { collectionName: string; count: number; updatedAt?: string | null };

const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-brand-500 dark:border-slate-600 dark:bg-slate-900';

/**
 * A list of collection names with a whole number each (the limits and the collection metadata).
 * View, then Edit with add and remove rows; Save or Cancel. A failed save keeps the edits.
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
  onSave: (rows: { collectionName: string; count: number }[], drafts: CountRow[]) => Promise<void>;
}) {
  const [rows, setRows] = useState<CountRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editing = rows !== null;

  const startEditing = () => {
    setProblem(null);
    setRows(
      entries.map((entry) => ({
        id: rowId(),
        collectionName: entry.collectionName,
        count: String(entry.count),
        updatedAt: entry.updatedAt,
      })),
    );
  };
  const change = (id: string, patch: Partial<CountRow>) =>
    setRows((current) => current?.map((row) => (row.id === id ? { ...row, ...patch } : row)) ?? null);

  const save = async () => {
    if (!rows) return;
    const checked = checkRows(rows);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await onSave(checked.rows, rows);
      setRows(null);
    } catch (error) {
      notifyError(`Could not save ${title}`, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section
      title={title}
      level={3}
      actions={
        editing ? (
          <>
            <Button onClick={() => setRows(null)} disabled={saving}>
              Cancel
            </Button>
            <Button variant="primary" onClick={save} disabled={saving} aria-busy={saving}>
              {saving ? 'Saving…' : 'Save'}
            </Button>
          </>
        ) : (
          <Button onClick={startEditing} aria-label={`Edit ${title}`}>
            Edit
          </Button>
        )
      }
    >
      <div>
        {!editing ? (
          entries.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">{emptyText}</p>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {entries.map((entry) => (
                <li key={entry.collectionName} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="font-medium">{entry.collectionName}</span>
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
                  onClick={() =>
                    setRows((current) => current?.filter((other) => other.id !== row.id) ?? null)
                  }
                  aria-label={`Remove row ${index + 1}`}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
            ))}
            {problem && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {problem}
              </p>
            )}
            <Button
              size="sm"
              onClick={() =>
                setRows((current) => [...(current ?? []), { id: rowId(), collectionName: '', count: '0' }])
              }
            >
              <Plus className="size-4" aria-hidden="true" />
              Add row
            </Button>
          </div>
        )}
      </div>
    </Section>
  );
}
