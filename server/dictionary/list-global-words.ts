import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { ListWordsQuery, ListWordsResponse } from '~/core/dictionary/list-global-words';
import type { Db } from '~/server/db/client';
import { likeContains } from '~/server/db/like-pattern';
import { globalWord } from '~/server/db/schema';
import { toGlobalWord } from './to-global-word';

// Newest first; search is a substring ILIKE on value and base form (trigram GIN indexes).
export async function listWords(db: Db, query: ListWordsQuery): Promise<ListWordsResponse> {
  const pattern = query.search ? likeContains(query.search) : undefined;
  const rows = await db
    .select()
    .from(globalWord)
    .where(
      and(
        pattern ? or(ilike(globalWord.value, pattern), ilike(globalWord.baseForm, pattern)) : undefined,
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
