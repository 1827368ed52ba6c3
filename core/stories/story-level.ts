// The level an AI story is written at, from how many words the learner holds in the language: a story
// should read a little above what they know, not at a native's level.

export type StoryLevel = { cefr: 'A1–A2' | 'B1' | 'B2'; description: string };

/** Below this many words a learner is a beginner (the first frequency tiers cover ~600 words). */
const BEGINNER_WORDS = 600;
/** Below this many, intermediate; the 2,000 commonest words cover most everyday text. */
const INTERMEDIATE_WORDS = 2000;

export function storyLevelOf(wordsHeld: number): StoryLevel {
  if (wordsHeld < BEGINNER_WORDS) {
    return {
      cefr: 'A1–A2',
      description: 'a beginner: short sentences, everyday words, mostly the present tense',
    };
  }
  if (wordsHeld < INTERMEDIATE_WORDS) {
    return {
      cefr: 'B1',
      description: 'an intermediate learner: simple sentences, common words, past and future',
    };
  }
  return { cefr: 'B2', description: 'an upper-intermediate learner: natural sentences, still no rare words' };
}
