import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionListSchema, type SiteLocale } from '~/core/collections/collection';
import { apiClient } from '~/web/lib/api-client';
import { collectionsKeys } from './collections-keys';

/** GET /api/collections?language=: a language's frequency tiers and themes, with word counts. */
export const listCollections = (language: string, locale: SiteLocale, signal?: AbortSignal) =>
  apiClient.get('/collections', collectionListSchema, { query: { language, locale }, signal });

export const collectionsQuery = (language: string, locale: SiteLocale) =>
  queryOptions({
    queryKey: collectionsKeys.list(language, locale),
    queryFn: ({ signal }) => listCollections(language, locale, signal),
  });

export function useCollections(language: string | null | undefined, locale: SiteLocale) {
  return useQuery({ ...collectionsQuery(language ?? '', locale), enabled: Boolean(language) });
}
