import { z } from 'zod';

/** The query of GET …/audio: what is spoken, so the address changes with it (./spoken-version.ts). */
export const speechQuerySchema = z.object({
  v: z
    .string()
    .max(1000)
    .optional()
    .describe(
      'What is spoken, as <language>:<text>. When it names the word as it is, the sound is kept 30 days; otherwise (absent, or the word has changed since) the sound of the word now is sent and not kept.',
    ),
});
