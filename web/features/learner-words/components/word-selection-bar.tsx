import { useEffect, useId } from 'react';
import { BulkActions } from '~/web/components/list/bulk-actions';
import { SelectAllCheckbox } from '~/web/components/list/select-all-checkbox';
import type { RowSelection } from '~/web/components/list/use-row-selection';
import { Button } from '~/web/components/ui/button';
import { plural } from '~/web/lib/i18n/plural';
import type { WordsMessages } from '../i18n/en';

/**
 * The Words list while the learner is choosing words: all the words shown at once, how many are
 * chosen, removing them together, and Done (back to the plain list, nothing chosen).
 */
export function WordSelectionBar({
  shownIds,
  selection,
  onRemove,
  onDone,
  busy,
  t,
  numberLocale,
}: {
  shownIds: readonly string[];
  selection: RowSelection;
  onRemove: () => void;
  onDone: () => void;
  busy: boolean;
  t: WordsMessages;
  numberLocale: string;
}) {
  const selectAllId = useId();
  const chosen = selection.selected.size;
  // The Select words button that opened the bar is gone: the focus starts at the bar's first control.
  useEffect(() => {
    document.getElementById(selectAllId)?.focus();
  }, [selectAllId]);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-brand-200 bg-brand-50 px-3 py-2 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex items-center gap-2 text-sm font-medium">
        <SelectAllCheckbox
          id={selectAllId}
          ids={shownIds}
          selected={selection.selected}
          onToggleAll={() => selection.toggleAll(shownIds)}
          label={t.list.selectAll}
        />
        <label htmlFor={selectAllId}>{t.list.selectAll}</label>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-200" aria-live="polite">
        {plural(t.list.selectedCount, chosen, numberLocale)}
      </p>
      <div className="ms-auto flex flex-wrap items-center gap-2">
        <BulkActions
          actions={[{ id: 'remove', label: t.list.removeSelected, tone: 'danger' }]}
          selectedCount={chosen}
          onApply={onRemove}
          busy={busy}
        />
        <Button variant="secondary" onClick={onDone}>
          {t.list.selectDone}
        </Button>
      </div>
    </div>
  );
}
