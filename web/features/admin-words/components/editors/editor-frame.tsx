import RotateCcw from 'lucide-react/icons/rotate-ccw';
import type { ReactNode } from 'react';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { EditableSection } from '~/web/components/ui/editable-section';

export const UNSAVED_BANNER = 'You have unsaved changes. Click "Save Changes" to apply them.';
export const KEPT_BANNER =
  'Your save was refused because someone else saved this word first. They did not change this part: your changes are kept, and "Save Changes" applies them to the word as it is now.';

/**
 * One editor of the word detail page, in an EditableSection that is always editable: the "Unsaved"
 * badge, the unsaved banner and Save Changes / Cancel while there are changes, a conflict alert with
 * Reload, and a reason when editing is paused.
 */
export function EditorFrame({
  title,
  headingId,
  dirty,
  saving,
  onSave,
  onCancel,
  conflict,
  keptAfterConflict = false,
  onReload,
  blockedReason,
  children,
}: {
  title: string;
  headingId: string;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
  conflict: string | null;
  /** A save was refused for someone else's save of other parts; the word is reloaded, the draft kept. */
  keptAfterConflict?: boolean;
  onReload: () => void;
  blockedReason?: string;
  children: ReactNode;
}) {
  return (
    <EditableSection
      title={title}
      headingId={headingId}
      badge={dirty && <Badge tone="warning">Unsaved</Badge>}
      editing={dirty}
      saving={saving}
      onSave={onSave}
      onCancel={onCancel}
      saveLabel="Save Changes"
      savingLabel="Saving..."
      error={
        conflict && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>{conflict} Reloading replaces your unsaved changes in this editor.</p>
            <Button size="sm" onClick={onReload}>
              <RotateCcw className="size-4" aria-hidden="true" />
              Reload
            </Button>
          </div>
        )
      }
      notice={
        <>
          {dirty && !conflict && keptAfterConflict && (
            <p
              role="status"
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
            >
              {KEPT_BANNER}
            </p>
          )}
          {dirty && !conflict && !keptAfterConflict && (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
              {UNSAVED_BANNER}
            </p>
          )}
          {blockedReason && (
            <p className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
              {blockedReason}
            </p>
          )}
        </>
      }
    >
      {children}
    </EditableSection>
  );
}
