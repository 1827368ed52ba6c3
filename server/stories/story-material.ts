import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ExampleSentence } from '~/core/dictionary/example-sentence';
import type { Db } from '~/server/db/client';
import { globalWord } from '~/server/db/schema';
import type { ChosenStoryWord } from './chosen-story-words';
import type { StoryMaterial } from './story-generator';

/** How many of the language's commonest entries lend their sentences to fill a story. */
const EVERYDAY_ENTRIES = 300;

/**
 * The sentences the offline composer writes a story in `language` from: each chosen word's own (the
 * dictionary entry of its spelling, so a copy made before entries had sentences has them too) and the
 * sentences of the language's commonest entries.
 */
export async function findStoryMaterial(
  db: Db,
  input: { language: string; words: readonly ChosenStoryWord[]; nativeLanguage: string | null },
): Promise<StoryMaterial> {
  const values = [...new Set(input.words.map((word) => word.value))];
  const own = values.length
    ? await db
        .select({ value: globalWord.value, sentences: globalWord.sentences })
        .from(globalWord)
        .where(and(eq(globalWord.languageCode, input.language), inArray(globalWord.value, values)))
    : [];
  const byValue = new Map(own.map((row) => [row.value, row.sentences]));
  const everyday = await db
    .select({ sentences: globalWord.sentences })
    .from(globalWord)
    .where(
      and(
        eq(globalWord.languageCode, input.language),
        isNotNull(globalWord.rank),
        sql`jsonb_array_length(${globalWord.sentences}) > 0`,
      ),
    )
    .orderBy(globalWord.rank)
    .limit(EVERYDAY_ENTRIES);
  const sentencesByWord: Record<string, readonly ExampleSentence[]> = {};
  for (const word of input.words) {
    if (word.language === input.language) sentencesByWord[word.id] = byValue.get(word.value) ?? [];
  }
  return {
    sentencesByWord,
    everyday: everyday.flatMap((row) => row.sentences),
    nativeLanguage: input.nativeLanguage,
  };
}
