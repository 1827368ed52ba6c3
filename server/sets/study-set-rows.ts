import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { MyStudySet, MyStudySetDetail } from '~/core/sets/study-set';
import type { Db, Tx } from '~/server/db/client';
import { studySet, studySetItem } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';

type StudySetRow = typeof studySet.$inferSelect;

export const studySetNotFound = () => new AppError('STUDY_SET_NOT_FOUND', 'Study set not found.', 404);

/** One of the learner's own study sets (optionally locked); another learner's id answers 404. */
export async function findMyStudySetRow(db: Db | Tx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(studySet)
    .where(and(eq(studySet.userId, userId), eq(studySet.id, id)));
  if (!row) throw studySetNotFound();
  return row;
}

export async function itemCounts(db: Db | Tx, setIds: string[]): Promise<Map<string, number>> {
  if (setIds.length === 0) return new Map();
  const rows = await db
    .select({ id: studySetItem.studySetId, n: count() })
    .from(studySetItem)
    .where(inArray(studySetItem.studySetId, setIds))
    .groupBy(studySetItem.studySetId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

export function toMyStudySet(row: StudySetRow, itemCount: number): MyStudySet {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    itemCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Word ids of many sets, each list in the set's order. */
export async function wordIdsBySet(db: Db | Tx, setIds: string[]): Promise<Map<string, string[]>> {
  const bySet = new Map<string, string[]>(setIds.map((id) => [id, []]));
  if (setIds.length === 0) return bySet;
  const rows = await db
    .select({ setId: studySetItem.studySetId, wordId: studySetItem.userWordId })
    .from(studySetItem)
    .where(inArray(studySetItem.studySetId, setIds))
    .orderBy(asc(studySetItem.position), asc(studySetItem.createdAt));
  for (const row of rows) bySet.get(row.setId)?.push(row.wordId);
  return bySet;
}

export async function toMyStudySetDetail(db: Db | Tx, row: StudySetRow): Promise<MyStudySetDetail> {
  const wordIds = (await wordIdsBySet(db, [row.id])).get(row.id) ?? [];
  return { ...toMyStudySet(row, wordIds.length), wordIds };
}
