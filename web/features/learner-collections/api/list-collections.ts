import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionListSchema } from '~/core/collections/collection';
import { apiClient } from '~/web/lib/api-client';
import { collectionsKeys } from './collections-keys';

/** GET /api/collections?language=: a language's frequency tiers and themes, with word counts. */
export const listCollections = (language: string, signal?: AbortSignal) =>
  apiClient.get('/collections', collectionListSchema, { query: { language }, signal });

export const collectionsQuery = (language: string) =>
  queryOptions({
    queryKey: collectionsKeys.list(language),
    queryFn: ({ signal }) => listCollections(language, signal),
  });

export function useCollections(language: string | null | undefined) {
  return useQuery({ ...collectionsQuery(language ?? ''), enabled: Boolean(language) });
}
