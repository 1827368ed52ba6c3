import { desc, eq } from 'drizzle-orm';
import type { MyStudySet } from '~/core/sets/study-set';
import type { Db } from '~/server/db/client';
import { studySet } from '~/server/db/schema';
import { itemCounts, toMyStudySet } from './study-set-rows';

/** The learner's study sets, newest first, with their item counts (two queries, whatever the number). */
export async function listStudySets(db: Db, userId: string): Promise<{ items: MyStudySet[] }> {
  const rows = await db
    .select()
    .from(studySet)
    .where(eq(studySet.userId, userId))
    .orderBy(desc(studySet.createdAt), desc(studySet.id));
  const counts = await itemCounts(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toMyStudySet(row, counts.get(row.id) ?? 0)) };
}
