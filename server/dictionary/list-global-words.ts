import { and, desc, eq, or } from 'drizzle-orm';
import type { ListWordsQuery, ListWordsResponse } from '~/core/dictionary/list-global-words';
import type { Db } from '~/server/db/client';
import { globalWord } from '~/server/db/schema';
import { foldedContains } from './folded-search';
import { toGlobalWord } from './to-global-word';

// Newest first; search is a substring of value or base form, ignoring case, accents and niqqud
// (trigram GIN indexes on the folded columns).
export async function listWords(db: Db, query: ListWordsQuery): Promise<ListWordsResponse> {
  const search = query.search
    ? or(foldedContains(globalWord.value, query.search), foldedContains(globalWord.baseForm, query.search))
    : undefined;
  const rows = await db
    .select()
    .from(globalWord)
    .where(
      and(
        search,
        query.language ? eq(globalWord.languageCode, query.language) : undefined,
        query.difficulty ? eq(globalWord.difficulty, query.difficulty) : undefined,
      ),
    )
    .orderBy(desc(globalWord.createdAt), desc(globalWord.id))
    .limit(query.limit + 1)
    .offset(query.offset);
  const items = rows.slice(0, query.limit).map(toGlobalWord);
  return rows.length > query.limit ? { items, pageToken: String(query.offset + query.limit) } : { items };
}
