import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ListMyWordsQuery, MyWordList } from '~/core/words/my-word';
import type { Db } from '~/server/db/client';
import { studySet, studySetItem, userWord } from '~/server/db/schema';
import { foldedContains } from '~/server/dictionary/folded-search';
import { readTimeZone } from '~/server/study/study-settings';
import { toMyWord } from './to-my-word';

function filtersOf(userId: string, query: ListMyWordsQuery): SQL[] {
  const filters: SQL[] = [eq(userWord.userId, userId)];
  if (query.status) filters.push(eq(userWord.status, query.status));
  if (query.tag) {
    // Tags are one without regard to case. No index on the tags: the learner's own rows (by the
    // user's index) are the ones scanned.
    filters.push(
      sql`exists (select 1 from jsonb_array_elements_text(${userWord.tags}) as held(tag) where lower(held.tag) = lower(${query.tag}))`,
    );
  }
  if (query.q) {
    // Case-, accent- and niqqud-insensitive, like the dictionary: "cafe" finds a café they added.
    const contains = foldedContains(sql`${userWord.word}->>'value'`, query.q);
    if (contains) filters.push(contains);
  }
  if (query.studySetId) {
    // The set must be the learner's own too: another learner's set id matches nothing.
    filters.push(
      sql`exists (select 1 from ${studySetItem} join ${studySet} on ${studySet.id} = ${studySetItem.studySetId}
        where ${studySetItem.userWordId} = ${userWord.id} and ${studySet.id} = ${query.studySetId}
        and ${studySet.userId} = ${userId})`,
    );
  }
  return filters;
}

/** A page of the learner's words, newest first, with filters by status, tag, study set and text. */
export async function listWords(
  db: Db,
  input: { userId: string; query: ListMyWordsQuery },
): Promise<MyWordList> {
  const where = and(...filtersOf(input.userId, input.query));
  const { limit, offset } = input.query;
  const [rows, [total], timeZone] = await Promise.all([
    db
      .select()
      .from(userWord)
      .where(where)
      .orderBy(desc(userWord.createdAt), desc(userWord.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(userWord).where(where),
    readTimeZone(db, input.userId),
  ]);
  const totalCount = total?.n ?? 0;
  return {
    items: rows.map((row) => toMyWord(row, timeZone)),
    totalCount,
    nextOffset: offset + rows.length < totalCount ? offset + rows.length : null,
  };
}
