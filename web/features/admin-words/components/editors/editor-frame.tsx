import { AlertTriangle, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';

export const UNSAVED_BANNER = 'You have unsaved changes. Click "Save Changes" to apply them.';

/**
 * One editor of the word detail page: its heading with the "Unsaved" badge, the unsaved banner,
 * Save Changes / Cancel, a conflict alert with Reload, and a reason when editing is paused.
 */
export function EditorFrame({
  title,
  headingId,
  dirty,
  saving,
  onSave,
  onCancel,
  conflict,
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
  onReload: () => void;
  blockedReason?: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <h2 id={headingId} className="text-lg font-semibold">
              {title}
            </h2>
            {dirty && <Badge tone="warning">Unsaved</Badge>}
          </div>
          {dirty && (
            <div className="flex gap-2">
              <Button size="sm" onClick={onCancel} disabled={saving}>
                Cancel
              </Button>
              <Button size="sm" variant="primary" onClick={onSave} disabled={saving} aria-busy={saving}>
                {saving ? 'Saving...' : 'Save Changes'}
              </Button>
            </div>
          )}
        </div>
        {conflict && (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            <p className="flex items-start gap-2">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{conflict} Reloading replaces your unsaved changes in this editor.</span>
            </p>
            <Button size="sm" onClick={onReload}>
              <RotateCcw className="size-4" aria-hidden="true" />
              Reload
            </Button>
          </div>
        )}
        {dirty && !conflict && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
            {UNSAVED_BANNER}
          </p>
        )}
        {blockedReason && (
          <p className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
            {blockedReason}
          </p>
        )}
        {children}
      </section>
    </Card>
  );
}
