import Eye from 'lucide-react/icons/eye';
import Trash2 from 'lucide-react/icons/trash';
import type { GlobalWord } from '~/core/dictionary/global-word';
import type { RowAction } from '~/web/components/list/row-actions';
import type { BusyRows } from '~/web/components/list/use-busy-rows';
import type { RowSelection } from '~/web/components/list/use-row-selection';
import type { useConfirm } from '~/web/components/ui/use-confirm';
import { isAlreadyDeleted, useDeleteWord } from '~/web/features/admin-words/api/delete-word';
import { notifyError, notifySuccess } from '~/web/lib/notify';

type Confirm = ReturnType<typeof useConfirm>['confirm'];

/** A word row's actions: "View Details" and "Delete Word", which asks first. */
export function useWordActions({
  confirm,
  busy,
  selection,
}: {
  confirm: Confirm;
  busy: BusyRows;
  selection: RowSelection;
}) {
  const deleteWord = useDeleteWord();

  const remove = (word: GlobalWord) =>
    confirm({
      title: 'Delete Word',
      description: 'Are you sure you want to delete this word?',
      confirmLabel: 'Delete',
      onConfirm: () =>
        void busy.track(word.id, async () => {
          try {
            await deleteWord.mutateAsync(word.id);
            notifySuccess(`"${word.value}" has been deleted.`);
            selection.remove(word.id);
          } catch (error) {
            if (isAlreadyDeleted(error)) {
              notifySuccess(`"${word.value}" was already deleted by someone else.`);
              selection.remove(word.id);
            } else notifyError('Could not delete the word', error);
          }
        }),
    });

  return (word: GlobalWord): RowAction[] => [
    {
      label: 'View Details',
      name: `View Details of ${word.value}`,
      icon: Eye,
      to: `/admin/words/${encodeURIComponent(word.id)}`,
    },
    {
      label: 'Delete Word',
      name: `Delete Word ${word.value}`,
      icon: Trash2,
      tone: 'danger',
      onSelect: () => remove(word),
    },
  ];
}
