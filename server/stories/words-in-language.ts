import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { userWord } from '~/server/db/schema';

/**
 * How many words of `language` the learner has studied at least once (their card is past new): what an
 * AI story's level is chosen by (core/stories/story-level.ts). Read through the status index.
 */
export async function countWordsIn(db: Db, input: { userId: string; language: string }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userWord)
    .where(
      and(
        eq(userWord.userId, input.userId),
        ne(userWord.cardState, 'new'),
        sql`${userWord.word}->>'languageCode' = ${input.language}`,
      ),
    );
  return row?.n ?? 0;
}
