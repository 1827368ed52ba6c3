import { and, eq } from 'drizzle-orm';
import {
  changedTags,
  customWordContentKeys,
  hasMeaning,
  MAX_TAGS,
  type MyWord,
  NEEDS_MEANING,
  type UpdateWordBody,
} from '~/core/words/my-word';
import type { Db, Tx } from '~/server/db/client';
import { userWord } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { learnerChange } from '~/server/plans/learner-change';
import { readTimeZone } from '~/server/study/study-settings';
import { assertNotDuplicate } from './add-my-word';
import { myWordNotFound } from './find-my-word';
import { toMyWord } from './to-my-word';

type UserWordRow = typeof userWord.$inferSelect;

const tooManyTags = () =>
  new AppError('TOO_MANY_TAGS', `A word can have at most ${MAX_TAGS} tags. Remove one first.`, 400);

const changesContent = (body: UpdateWordBody) => customWordContentKeys.some((key) => body[key] !== undefined);

/** The custom word's content with the change's fields in place of its own, checked as an added one is. */
async function editedContent(tx: Tx, row: UserWordRow, body: UpdateWordBody): Promise<UserWordRow['word']> {
  if (row.word.custom !== true) {
    throw new AppError(
      'NOT_CUSTOM_WORD',
      'Only your own words can be edited; a dictionary word keeps the dictionary’s content.',
      409,
    );
  }
  const { tags: _tags, addTags: _add, removeTags: _remove, ...content } = body;
  const given = Object.fromEntries(Object.entries(content).filter(([, field]) => field !== undefined));
  const word = { ...row.word, ...given } as UserWordRow['word'];
  // The same message and path as the add's own check, so clients put it under the same field.
  if (!hasMeaning({ definitions: word.definitions ?? [], translations: word.translations ?? {} })) {
    throw new AppError('VALIDATION_ERROR', `definitions: ${NEEDS_MEANING}`, 400);
  }
  await assertNotDuplicate(tx, row.userId, word, null, row.id);
  return word;
}

/**
 * Changes one of the learner's words: its tags (added and removed against the tags it has now, under
 * the row's lock, so two changes made from the same earlier read both hold; or replaced whole) and,
 * for a custom word, its content. The card, its reviews and its study sets stay as they are.
 */
export async function updateWord(
  db: Db,
  input: { userId: string; id: string; body: UpdateWordBody; now: Date },
): Promise<MyWord> {
  const { userId, id, body, now } = input;
  return learnerChange(db, { userId, now, collection: 'words' }, async (tx) => {
    const [current] = await tx
      .select()
      .from(userWord)
      .where(and(eq(userWord.userId, userId), eq(userWord.id, id)))
      .for('update');
    if (!current) throw myWordNotFound();
    const tags = changedTags(current.tags, body);
    // Checked on the result, under the lock: two adds that each fit cannot together pass the limit.
    if (tags.length > MAX_TAGS) throw tooManyTags();
    const word = changesContent(body) ? await editedContent(tx, current, body) : current.word;
    const [row] = await tx
      .update(userWord)
      .set({ tags, word, updatedAt: now })
      .where(eq(userWord.id, current.id))
      .returning();
    return toMyWord(row!, await readTimeZone(tx, userId));
  });
}
