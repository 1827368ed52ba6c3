import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { myStorySchema } from '~/core/stories/my-story';
import type { createStoryBodySchema } from '~/core/stories/story-contract';
import { apiClient } from '~/web/lib/api-client';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import type { StoryPages } from './list-stories';
import { storiesKeys } from './stories-keys';

export type CreateStoryInput = z.input<typeof createStoryBodySchema>;

/**
 * POST /api/me/stories: a story from 3 to 10 of the learner's words. Slow when an AI model writes it;
 * 403 LIMIT_REACHED at the plan's story limit, 502 when the generator fails.
 */
export const createStory = (body: CreateStoryInput) => apiClient.post('/me/stories', myStorySchema, { body });

export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    onSuccess: (story) => {
      queryClient.setQueryData(storiesKeys.detail(story.id), story);
      // A first story earns an achievement: said now, not at the next session's end.
      void import('~/web/lib/achievements/announce-earned').then((lazy) => lazy.announceEarnedAchievements());
      // The plan usage ("2 of 3 stories") is counted by the server: read afresh when next shown.
      void queryClient.invalidateQueries({ queryKey: accountKeys.limits });
      queryClient.setQueryData<StoryPages>(storiesKeys.list, (pages) =>
        pages?.pages[0]
          ? {
              ...pages,
              pages: pages.pages.map((page, index) =>
                index === 0
                  ? { items: [story, ...page.items], total: page.total + 1 }
                  : { ...page, total: page.total + 1 },
              ),
            }
          : pages,
      );
    },
  });
}
