import { z } from 'zod';

// One sense of a word: its part of speech, what it means and sentences that use it.
export const definitionSchema = z.object({
  partOfSpeech: z.string(),
  definition: z.string(),
  examples: z.array(z.string()),
});
