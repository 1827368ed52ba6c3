import { queryOptions, useQuery } from '@tanstack/react-query';
import { myStorySchema } from '~/core/stories/my-story';
import { apiClient, segment } from '~/web/lib/api-client';
import { isNotFound } from '~/web/lib/api-error';
import { storiesKeys } from './stories-keys';

/** GET /api/me/stories/{id}. */
export const getStory = (id: string, signal?: AbortSignal) =>
  apiClient.get(`/me/stories/${segment(id)}`, myStorySchema, { signal });

export const storyQuery = (id: string) =>
  queryOptions({
    queryKey: storiesKeys.detail(id),
    queryFn: ({ signal }) => getStory(id, signal),
    // A missing story is an answer, not a hiccup.
    retry: (count, error) => count < 1 && !isNotFound(error),
  });

export function useStory(id: string) {
  return useQuery(storyQuery(id));
}
