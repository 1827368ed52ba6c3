import type { CollectionList } from '~/core/collections/collection';
import type { Db } from '~/server/db/client';
import { collectionsOf, type Reader, summaryOf, wordCountsOf } from './collection-entries';

/** The collections of one language: frequency tiers first, then themes, with their word counts. */
export async function listCollections(
  db: Db,
  input: { languageCode: string; reader: Reader },
): Promise<CollectionList> {
  const collections = collectionsOf(input.languageCode);
  const counts = await wordCountsOf(db, collections);
  return {
    items: collections.map((collection) =>
      summaryOf(collection, counts.get(collection.id) ?? 0, input.reader),
    ),
  };
}
