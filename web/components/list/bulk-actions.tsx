import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { SelectField } from '~/web/components/forms/select-field';
import { Button } from '~/web/components/ui/button';

export type BulkAction<Id extends string> = { id: Id; label: string; tone?: 'danger' };

/**
 * What to do with the selected rows. Several actions: a select and Apply (the users list); a single
 * one: its button with the count, shown once rows are selected (the words list's "Delete Selected (n)").
 * With nothing selected nothing can be applied.
 */
export function BulkActions<Id extends string>({
  actions,
  selectedCount,
  onApply,
  busy = false,
}: {
  actions: readonly BulkAction<Id>[];
  selectedCount: number;
  onApply: (id: Id) => void;
  busy?: boolean;
}) {
  const [chosen, setChosen] = useState<Id | ''>('');
  const [only] = actions;
  if (actions.length === 1 && only) {
    if (selectedCount === 0) return null;
    return (
      <Button
        variant={only.tone === 'danger' ? 'danger' : 'secondary'}
        onClick={() => onApply(only.id)}
        disabled={busy}
        aria-busy={busy}
      >
        {only.tone === 'danger' && <Trash2 className="size-4" aria-hidden="true" />}
        {only.label} ({selectedCount})
      </Button>
    );
  }
  // The choice stays once applied: Apply keeps it enabled, so a cancelled confirmation can give
  // Apply the focus back (reset, Apply was disabled and the focus fell to the page's start).
  const apply = () => {
    if (!chosen || selectedCount === 0) return;
    onApply(chosen);
  };
  return (
    <div className="flex items-end gap-2">
      <SelectField
        compact
        label="Bulk action"
        hideLabel
        options={[
          { value: '', label: 'Bulk actions' },
          ...actions.map(({ id, label }) => ({ value: id, label })),
        ]}
        value={chosen}
        onChange={(event) => setChosen(event.target.value as Id | '')}
      />
      <Button onClick={apply} disabled={!chosen || selectedCount === 0 || busy}>
        Apply{selectedCount > 0 ? ` (${selectedCount})` : ''}
      </Button>
    </div>
  );
}
