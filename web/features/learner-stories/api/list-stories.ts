import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type MyStoryList, myStoryListSchema } from '~/core/stories/story-contract';
import { apiClient } from '~/web/lib/api-client';
import { storiesKeys } from './stories-keys';

export const STORIES_PAGE_SIZE = 20;

/** GET /api/me/stories: the learner's stories, newest first, a page at a time. */
export const listStories = (offset: number, signal?: AbortSignal) =>
  apiClient.get('/me/stories', myStoryListSchema, { query: { limit: STORIES_PAGE_SIZE, offset }, signal });

export type StoryPages = InfiniteData<MyStoryList, number>;

export const storiesQuery = () =>
  infiniteQueryOptions({
    queryKey: storiesKeys.list,
    queryFn: ({ pageParam, signal }) => listStories(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });

export function useStories() {
  return useInfiniteQuery(storiesQuery());
}
