import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '~/server/db/client';
import { userWord } from '~/server/db/schema';

/** A spelling as the learner's words are matched: letter case does not count. */
export const heldSpelling = (word: string) => word.toLowerCase();

/**
 * The learner's words that already are some of these: the same dictionary entry (`entryIds`), or the
 * same spelling (`words`, any case) in `languageCode`. `value` is the held word's spelling, lower case.
 * An import and a collection use it not to add a word twice.
 */
export async function findHeldWords(
  tx: Tx,
  input: { userId: string; languageCode: string; words: readonly string[]; entryIds: readonly string[] },
) {
  const sameSpelling = and(
    inArray(sql`lower(${userWord.word}->>'value')`, input.words.map(heldSpelling)),
    sql`${userWord.word}->>'languageCode' = ${input.languageCode}`,
  );
  return tx
    .select({
      id: userWord.id,
      globalWordId: userWord.globalWordId,
      value: sql<string>`lower(${userWord.word}->>'value')`,
    })
    .from(userWord)
    .where(
      and(
        eq(userWord.userId, input.userId),
        input.entryIds.length > 0
          ? or(inArray(userWord.globalWordId, [...input.entryIds]), sameSpelling)
          : sameSpelling,
      ),
    );
}
