import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { globalWord } from '~/server/db/schema';

export type DictionaryRow = typeof globalWord.$inferSelect;

/** How many dictionary words are sampled; the distractor rule then prefers the closest in difficulty. */
export const DISTRACTOR_SAMPLE = 40;

/**
 * Dictionary words that may stand in as multiple-choice distractors: the same language and part of
 * speech (of the first sense). A random sample without sorting the dictionary: read forward from a
 * random id in global_word_distractor_idx, wrapping round to the start.
 */
export async function dictionaryDistractors(
  db: Db,
  want: { language: string; partOfSpeech: string | null },
): Promise<DictionaryRow[]> {
  const partOfSpeech = sql`(${globalWord.definitions}->0->>'partOfSpeech')`;
  const filters = [
    eq(globalWord.languageCode, want.language),
    want.partOfSpeech ? sql`${partOfSpeech} = ${want.partOfSpeech}` : sql`${partOfSpeech} is null`,
  ];
  const start = crypto.randomUUID();
  const rows: DictionaryRow[] = [];
  for (const from of [gte(globalWord.id, start), lt(globalWord.id, start)]) {
    if (rows.length >= DISTRACTOR_SAMPLE) break;
    rows.push(
      ...(await db
        .select()
        .from(globalWord)
        .where(and(...filters, from))
        .orderBy(asc(globalWord.id))
        .limit(DISTRACTOR_SAMPLE - rows.length)),
    );
  }
  return rows;
}
