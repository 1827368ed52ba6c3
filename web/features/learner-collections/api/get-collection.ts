import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionDetailSchema, type SiteLocale } from '~/core/collections/collection';
import { apiClient, segment } from '~/web/lib/api-client';
import { collectionsKeys } from './collections-keys';

/** GET /api/collections/{id}: a collection's words (lemma, part of speech, meaning) to preview. */
export const getCollection = (id: string, locale: SiteLocale, signal?: AbortSignal) =>
  apiClient.get(`/collections/${segment(id)}`, collectionDetailSchema, { query: { locale }, signal });

export const collectionQuery = (id: string, locale: SiteLocale) =>
  queryOptions({
    queryKey: collectionsKeys.detail(id, locale),
    queryFn: ({ signal }) => getCollection(id, locale, signal),
  });

export function useCollection(id: string, locale: SiteLocale) {
  return useQuery(collectionQuery(id, locale));
}
