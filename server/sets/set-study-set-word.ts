import { and, eq, max } from 'drizzle-orm';
import type { MyStudySetDetail } from '~/core/sets/study-set';
import type { Db } from '~/server/db/client';
import { studySet, studySetItem } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { learnerChange } from '~/server/plans/learner-change';
import { findMyWordRow } from '~/server/words/find-my-word';
import { findMyStudySetRow, toMyStudySetDetail } from './study-set-rows';

/**
 * Puts one of the learner's words into (`inSet: true`, at the end; idempotent) or takes it out of one
 * of their study sets. Both the set and the word must be the learner's own (404 otherwise).
 */
export async function setStudySetWord(
  db: Db,
  input: { userId: string; setId: string; wordId: string; inSet: boolean; now: Date },
): Promise<MyStudySetDetail> {
  const { userId, now } = input;
  return learnerChange(db, { userId, now, collection: 'studySets' }, async (tx) => {
    await findMyStudySetRow(tx, userId, input.setId);
    await findMyWordRow(tx, userId, input.wordId);
    const item = and(eq(studySetItem.studySetId, input.setId), eq(studySetItem.userWordId, input.wordId));
    const [present] = await tx.select({ id: studySetItem.id }).from(studySetItem).where(item);
    if (input.inSet && !present) {
      const [last] = await tx
        .select({ position: max(studySetItem.position) })
        .from(studySetItem)
        .where(eq(studySetItem.studySetId, input.setId));
      await tx.insert(studySetItem).values({
        studySetId: input.setId,
        userWordId: input.wordId,
        position: (last?.position ?? -1) + 1,
        createdAt: now,
      });
    } else if (!input.inSet) {
      if (!present) throw new AppError('WORD_NOT_IN_SET', 'This word is not in this study set.', 404);
      await tx.delete(studySetItem).where(item);
    }
    const [row] = await tx
      .update(studySet)
      .set({ updatedAt: now })
      .where(eq(studySet.id, input.setId))
      .returning();
    return toMyStudySetDetail(tx, row!);
  });
}
