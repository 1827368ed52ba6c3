import { and, eq, inArray } from 'drizzle-orm';
import { translationGroups } from '~/core/dictionary/word-values';
import type { Db } from '~/server/db/client';
import { userWord } from '~/server/db/schema';
import { myWordNotFound } from '~/server/words/find-my-word';
import type { StoryWord } from './story-generator';

export type ChosenStoryWord = StoryWord & { language: string | null };

/** Translations to gloss a word with: the learner's own language first, then English, then the rest. */
function glosses(translations: Record<string, string[]>, nativeLanguage: string | null): string[] {
  const order = [nativeLanguage, 'en', ...Object.keys(translations)].filter((code) => code !== null);
  return [...new Set(order.flatMap((code) => translations[code] ?? []))];
}

/**
 * The learner's words chosen for a story, in the order chosen. One id that is not theirs (another
 * learner's, or none at all) is 404, answered exactly like a missing word.
 */
export async function findChosenStoryWords(
  db: Db,
  input: { userId: string; wordIds: string[]; nativeLanguage: string | null },
): Promise<ChosenStoryWord[]> {
  const rows = await db
    .select({ id: userWord.id, word: userWord.word })
    .from(userWord)
    .where(and(eq(userWord.userId, input.userId), inArray(userWord.id, input.wordIds)));
  const byId = new Map(rows.map((row) => [row.id, row.word]));
  return input.wordIds.map((id) => {
    const word = byId.get(id);
    if (!word) throw myWordNotFound();
    return {
      id,
      value: word.value,
      language: word.languageCode ?? null,
      partOfSpeech: word.definitions[0]?.partOfSpeech || null,
      definitions: word.definitions.map((entry) => entry.definition),
      translations: glosses(translationGroups(word.translations, word.languageCode), input.nativeLanguage),
      variants: word.variants ?? [],
    };
  });
}
