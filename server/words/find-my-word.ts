import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '~/server/db/client';
import { userWord } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';

export const myWordNotFound = () => new AppError('WORD_NOT_FOUND', 'Word not found in your words.', 404);

/** One of the learner's own words; another learner's id is answered exactly like a missing one. */
export async function findMyWordRow(db: Db | Tx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(userWord)
    .where(and(eq(userWord.userId, userId), eq(userWord.id, id)));
  if (!row) throw myWordNotFound();
  return row;
}
