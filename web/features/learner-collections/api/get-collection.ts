import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionDetailSchema } from '~/core/collections/collection';
import { apiClient, segment } from '~/web/lib/api-client';
import { collectionsKeys } from './collections-keys';

/** GET /api/collections/{id}: a collection's words (lemma, part of speech, meaning) to preview. */
export const getCollection = (id: string, signal?: AbortSignal) =>
  apiClient.get(`/collections/${segment(id)}`, collectionDetailSchema, { signal });

export const collectionQuery = (id: string) =>
  queryOptions({ queryKey: collectionsKeys.detail(id), queryFn: ({ signal }) => getCollection(id, signal) });

export function useCollection(id: string | null) {
  return useQuery({ ...collectionQuery(id ?? ''), enabled: Boolean(id) });
}
