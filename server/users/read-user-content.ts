import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Story, StudySet, UserWord } from '~/core/users/user-content';
import type { Db, Tx } from '~/server/db/client';
import { story, studySet, studySetItem, userProfile, userWord } from '~/server/db/schema';
import { toStory, toStudySet, toUserWord } from './to-user-content';

// Readers of one learner's data, shared by the per-tab calls and the full-details load. They do not
// check that the user exists; their callers do, once.

export async function readProfileRow(db: Db | Tx, userId: string) {
  const [row] = await db.select().from(userProfile).where(eq(userProfile.userId, userId));
  return row;
}

export async function readWords(db: Db | Tx, userId: string): Promise<UserWord[]> {
  const rows = await db
    .select()
    .from(userWord)
    .where(eq(userWord.userId, userId))
    .orderBy(desc(userWord.createdAt));
  return rows.map(toUserWord);
}

/** Study sets with their items: two queries, however many sets. */
export async function readStudySets(db: Db | Tx, userId: string): Promise<StudySet[]> {
  const sets = await db
    .select()
    .from(studySet)
    .where(eq(studySet.userId, userId))
    .orderBy(desc(studySet.createdAt));
  if (sets.length === 0) return [];
  const items = await db
    .select({ id: studySetItem.id, studySetId: studySetItem.studySetId, userWordId: studySetItem.userWordId })
    .from(studySetItem)
    .where(
      inArray(
        studySetItem.studySetId,
        sets.map((set) => set.id),
      ),
    )
    .orderBy(asc(studySetItem.position));
  return sets.map((set) =>
    toStudySet(
      set,
      items.filter((item) => item.studySetId === set.id).map(({ id, userWordId }) => ({ id, userWordId })),
    ),
  );
}

export async function readStories(db: Db | Tx, userId: string): Promise<Story[]> {
  const rows = await db.select().from(story).where(eq(story.userId, userId)).orderBy(desc(story.createdAt));
  return rows.map(toStory);
}
