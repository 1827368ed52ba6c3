import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, segment } from '~/web/lib/api-client';
import { dropSet } from './set-cache';

/** DELETE /api/me/study-sets/{id} (204): the set goes, its words stay. */
export const deleteSet = (id: string) => apiClient.delete(`/me/study-sets/${segment(id)}`);

export function useDeleteSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSet,
    onSuccess: (_, id) => {
      dropSet(queryClient, id);
      void queryClient.invalidateQueries({ queryKey: ['me', 'limits'], refetchType: 'none' });
    },
  });
}
