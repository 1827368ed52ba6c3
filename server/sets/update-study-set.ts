import { and, eq } from 'drizzle-orm';
import type { MyStudySetDetail, UpdateStudySetBody } from '~/core/sets/study-set';
import type { Db } from '~/server/db/client';
import { studySet } from '~/server/db/schema';
import { learnerChange } from '~/server/plans/learner-change';
import { studySetNotFound, toMyStudySetDetail } from './study-set-rows';

/** Renames and/or describes one of the learner's study sets. */
export async function updateStudySet(
  db: Db,
  input: { userId: string; id: string; body: UpdateStudySetBody; now: Date },
): Promise<MyStudySetDetail> {
  return learnerChange(db, { ...input, collection: 'studySets' }, async (tx) => {
    const [row] = await tx
      .update(studySet)
      .set({ ...input.body, updatedAt: input.now })
      .where(and(eq(studySet.userId, input.userId), eq(studySet.id, input.id)))
      .returning();
    if (!row) throw studySetNotFound();
    return toMyStudySetDetail(tx, row);
  });
}
