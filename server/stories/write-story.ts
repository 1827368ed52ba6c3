import type { MyStory } from '~/core/stories/my-story';
import type { CreateStoryBody } from '~/core/stories/story-contract';
import { storyLevelOf } from '~/core/stories/story-level';
import type { Db } from '~/server/db/client';
import { findLearnerProfile } from '~/server/profile/learner-profile-row';
import { findChosenStoryWords } from './chosen-story-words';
import { composeStory } from './compose-story';
import { createStory } from './create-story';
import { finishStoryGeneration, reserveStoryGeneration } from './story-generations';
import type { StoryGenerator } from './story-generator';
import { measureLanguageShare } from './story-language-share';
import { findStoryMaterial } from './story-material';
import { countWordsIn } from './words-in-language';

/** The language most of the chosen words are in (the first of a tie), for a learner with no target. */
function mostCommonLanguage(languages: (string | null)[]): string | null {
  const counts = new Map<string, number>();
  for (const language of languages) if (language) counts.set(language, (counts.get(language) ?? 0) + 1);
  let best: string | null = null;
  for (const [language, n] of counts) if (best === null || n > counts.get(best)!) best = language;
  return best;
}

/**
 * Writes a story from the learner's chosen words with the app's generator and stores it (POST
 * /api/me/stories). The words must all be the learner's own (404 otherwise). A place under the stories
 * limit is reserved before the generator is asked (so a learner at their limit, or past the rate limit,
 * costs no AI call, and requests racing for the last place make one call between them) and handed to
 * the story at insert. A failure anywhere (generator, a story missing a word) stores and counts nothing.
 */
export async function writeStory(
  db: Db,
  input: { userId: string; body: CreateStoryBody; generator: StoryGenerator; now: Date },
): Promise<MyStory> {
  const { userId, body, generator, now } = input;
  const profile = await findLearnerProfile(db, userId);
  const words = await findChosenStoryWords(db, {
    userId,
    wordIds: body.wordIds,
    nativeLanguage: profile?.nativeLanguageCode ?? null,
  });

  // The place is reserved (limit and rate limit checked under the profile lock) before the model is
  // asked, so concurrent requests cannot multiply the calls; any failure releases it.
  const generationId = await reserveStoryGeneration(db, { userId, now });
  try {
    // The story is in the language being learned; the offline composer writes it from example sentences.
    const language = profile?.targetLanguageCode ?? mostCommonLanguage(words.map((w) => w.language)) ?? 'en';
    const nativeLanguage = profile?.nativeLanguageCode ?? null;
    // The offline composer writes from our own sentences; what a model writes is checked for its
    // language (a model may answer in English whatever it is asked) and asked at the learner's level.
    const composed =
      generator.kind === 'template'
        ? await composeStory(generator, {
            words,
            length: body.length,
            language,
            material: await findStoryMaterial(db, { language, words, nativeLanguage }),
          })
        : await composeStory(
            generator,
            {
              words,
              length: body.length,
              language,
              level: storyLevelOf(await countWordsIn(db, { userId, language })),
            },
            (draft) => measureLanguageShare(db, draft),
          );

    // A chosen word removed while the generator wrote is no reason to refuse: the story keeps the words
    // as they were spelled, exactly as it does when a word is removed later.
    return await createStory(db, {
      userId,
      now,
      generationId,
      story: {
        title: composed.title,
        text: composed.text,
        length: body.length,
        languageCode: composed.language,
        words: words.map((word) => word.value),
        wordIds: words.map((word) => word.id),
        generator: composed.generator,
        actualWordCount: composed.actualWordCount,
        sentences: composed.sentences,
      },
    });
  } catch (error) {
    await finishStoryGeneration(db, { userId, id: generationId, now });
    throw error;
  }
}
