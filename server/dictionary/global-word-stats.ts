import { count, desc } from 'drizzle-orm';
import type { WordStats } from '~/core/dictionary/list-global-words';
import type { Db } from '~/server/db/client';
import { globalWord } from '~/server/db/schema';
import { toGlobalWord } from './to-global-word';

export const RECENT_WORDS = 5;

// The four cards of Words Management in three small queries (grouped counts, not one row per word).
export async function wordStats(db: Db): Promise<WordStats> {
  const [languageCounts, difficultyCounts, recent] = await Promise.all([
    db
      .select({ languageCode: globalWord.languageCode, count: count() })
      .from(globalWord)
      .groupBy(globalWord.languageCode)
      .orderBy(desc(count()), globalWord.languageCode),
    db
      .select({ difficulty: globalWord.difficulty, count: count() })
      .from(globalWord)
      .groupBy(globalWord.difficulty)
      .orderBy(globalWord.difficulty),
    db.select().from(globalWord).orderBy(desc(globalWord.createdAt), desc(globalWord.id)).limit(RECENT_WORDS),
  ]);
  return {
    totalWords: languageCounts.reduce((sum, row) => sum + row.count, 0),
    languages: languageCounts.length,
    difficulties: difficultyCounts.length,
    languageCounts,
    difficultyCounts,
    recentWords: recent.map(toGlobalWord),
  };
}
