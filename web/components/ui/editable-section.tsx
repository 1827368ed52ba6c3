import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Card } from './card';

/**
 * A card whose content is viewed, then edited in place: view (Edit), edit (Save, Cancel), saving
 * (both disabled, the save button says so) and error (an alert under the heading, edits kept).
 * Without `onEdit` the section is always editable and shows Save and Cancel while `editing` (the
 * word editors: changes stay local until saved).
 */
export function EditableSection({
  title,
  level = 2,
  headingId,
  badge,
  editing,
  saving,
  error,
  onEdit,
  editName,
  onSave,
  onCancel,
  saveLabel = 'Save',
  savingLabel = 'Saving…',
  notice,
  children,
}: {
  title: ReactNode;
  level?: 2 | 3;
  headingId?: string;
  /** Beside the heading (the "Unsaved" badge). */
  badge?: ReactNode;
  editing: boolean;
  saving: boolean;
  error?: ReactNode;
  onEdit?: () => void;
  /** The Edit button's accessible name when one page has several ("Edit Regular User Limits"). */
  editName?: string;
  onSave: () => void;
  onCancel: () => void;
  saveLabel?: string;
  savingLabel?: string;
  /** Under the heading and any error (the unsaved-changes banner, why editing is paused). */
  notice?: ReactNode;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Card className="min-w-0 p-5">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-2">
            <Heading id={headingId} className="min-w-0 text-lg font-semibold wrap-anywhere">
              {title}
            </Heading>
            {badge}
          </div>
          {editing ? (
            <div className="flex gap-2">
              <Button size="sm" onClick={onCancel} disabled={saving}>
                Cancel
              </Button>
              <Button size="sm" variant="primary" onClick={onSave} disabled={saving} aria-busy={saving}>
                {saving ? savingLabel : saveLabel}
              </Button>
            </div>
          ) : (
            onEdit && (
              <Button size="sm" onClick={onEdit} aria-label={editName}>
                Edit
              </Button>
            )
          )}
        </div>
        {error && (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
            <div className="min-w-0 flex-1">{error}</div>
          </div>
        )}
        {notice}
        {children}
      </section>
    </Card>
  );
}
