import type { RowSelection } from '~/web/components/list/use-row-selection';
import type { useConfirm } from '~/web/components/ui/use-confirm';
import { useBulkSetUsersDisabled } from '~/web/features/admin-users/api/bulk-set-users-disabled';
import { type UserFiltersInput, useExportUsers } from '~/web/features/admin-users/api/export-users';
import { formatNumber } from '~/web/lib/dates-and-numbers';
import { notifyError, notifySuccess } from '~/web/lib/notify';

type Confirm = ReturnType<typeof useConfirm>['confirm'];

export const userBulkActions = [
  { id: 'enable', label: 'Enable selected' },
  { id: 'disable', label: 'Disable selected' },
  { id: 'export', label: 'Export selected' },
] as const;
type BulkId = (typeof userBulkActions)[number]['id'];

const plural = (count: number, one: string, many = `${one}s`) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/**
 * The users list's bulk actions on the selection (each asks first; after it the selection clears
 * and the list reloads) and Export All of everything matching the filters.
 */
export function useUserBulkActions({ confirm, selection }: { confirm: Confirm; selection: RowSelection }) {
  const bulk = useBulkSetUsersDisabled();
  const exportUsers = useExportUsers();

  const run = async (action: BulkId, userIds: string[]) => {
    try {
      if (action === 'export') {
        await exportUsers.mutateAsync({ userIds });
        notifySuccess(`Exported ${plural(userIds.length, 'user')} to users.csv.`);
      } else {
        const result = await bulk.mutateAsync({ userIds, disabled: action === 'disable' });
        notifySuccess(`${plural(result.changed, 'user')} ${action === 'disable' ? 'disabled' : 'enabled'}.`);
      }
      selection.clear();
    } catch (error) {
      notifyError(`Bulk ${action} failed`, error);
    }
  };

  const apply = (action: BulkId) => {
    const userIds = [...selection.selected];
    if (userIds.length === 0) return;
    const verb = { enable: 'Enable', disable: 'Disable', export: 'Export' }[action];
    confirm({
      title: `${verb} ${plural(userIds.length, 'user')}?`,
      description:
        action === 'disable'
          ? `Are you sure you want to disable ${plural(userIds.length, 'user')}? They will be signed out everywhere.`
          : `Are you sure you want to ${action} ${plural(userIds.length, 'selected user')}?`,
      confirmLabel: verb,
      tone: action === 'disable' ? 'danger' : 'primary',
      onConfirm: () => void run(action, userIds),
    });
  };

  const exportAll = async (filters: UserFiltersInput) => {
    try {
      await exportUsers.mutateAsync({ userIds: [], filters });
      notifySuccess('Exported users to users.csv.');
    } catch (error) {
      notifyError('Export failed', error);
    }
  };

  return { apply, exportAll, exporting: exportUsers.isPending, busy: bulk.isPending };
}
