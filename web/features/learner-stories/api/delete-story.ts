import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, segment } from '~/web/lib/api-client';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import type { StoryPages } from './list-stories';
import { storiesKeys } from './stories-keys';

/** DELETE /api/me/stories/{id} (204). */
export const deleteStory = (id: string) => apiClient.delete(`/me/stories/${segment(id)}`);

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: storiesKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: accountKeys.limits });
      queryClient.setQueryData<StoryPages>(storiesKeys.list, (pages) =>
        pages
          ? {
              ...pages,
              pages: pages.pages.map((page) => ({
                items: page.items.filter((story) => story.id !== id),
                total: page.total - 1,
              })),
            }
          : pages,
      );
    },
  });
}
