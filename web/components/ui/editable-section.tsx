import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { type ReactNode, useEffect, useRef } from 'react';
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
  // Saved or cancelled, the buttons that had the focus are gone: the focus goes to the Edit button,
  // or to the heading, rather than to the page's start (where Tab would begin again at the top).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    const left = wasEditing.current && !editing;
    wasEditing.current = editing;
    if (!left) return;
    // Only when the focus was lost with the buttons; a learner who moved on keeps their place.
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    (editRef.current ?? headingRef.current)?.focus();
  }, [editing]);
  return (
    <Card className="min-w-0 p-5">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-2">
            <Heading
              ref={headingRef}
              id={headingId}
              tabIndex={-1}
              className="min-w-0 text-lg font-semibold wrap-anywhere focus:outline-none"
            >
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
              <Button ref={editRef} size="sm" onClick={onEdit} aria-label={editName}>
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
