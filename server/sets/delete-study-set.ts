import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { studySet } from '~/server/db/schema';
import { learnerChange } from '~/server/plans/learner-change';
import { studySetNotFound } from './study-set-rows';

/** Deletes one of the learner's study sets; its words stay in the learner's words. */
export async function deleteStudySet(db: Db, input: { userId: string; id: string; now: Date }) {
  await learnerChange(db, { ...input, collection: 'studySets' }, async (tx) => {
    const [row] = await tx
      .delete(studySet)
      .where(and(eq(studySet.userId, input.userId), eq(studySet.id, input.id)))
      .returning({ id: studySet.id });
    if (!row) throw studySetNotFound();
  });
}
