import type { CreateStudySetBody, MyStudySetDetail } from '~/core/sets/study-set';
import type { Db } from '~/server/db/client';
import { studySet } from '~/server/db/schema';
import { learnerChange } from '~/server/plans/learner-change';
import { toMyStudySet } from './study-set-rows';

/** A new, empty study set, within the learner's study-set limit. */
export async function createStudySet(
  db: Db,
  input: { userId: string; body: CreateStudySetBody; now: Date },
): Promise<MyStudySetDetail> {
  const { userId, now } = input;
  return learnerChange(db, { userId, now, collection: 'studySets', adds: true }, async (tx) => {
    const [row] = await tx
      .insert(studySet)
      .values({
        userId,
        name: input.body.name,
        description: input.body.description ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { ...toMyStudySet(row!, 0), wordIds: [] };
  });
}
