export const storyLengths = ['Very Short', 'Short', 'Medium', 'Long'] as const;
export type StoryLength = (typeof storyLengths)[number];
export const STORY_MIN_WORDS = 3;

/**
 * The word range each story length aims for (counted as `actualWordCount` counts). Generators are
 * asked for a text inside it; the count of the text they return is reported as it is, not forced.
 */
export const storyWordRanges: Record<StoryLength, { min: number; max: number }> = {
  'Very Short': { min: 50, max: 100 },
  Short: { min: 100, max: 200 },
  Medium: { min: 200, max: 350 },
  Long: { min: 350, max: 500 },
};
