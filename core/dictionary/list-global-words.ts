import { z } from 'zod';
import { globalWordSchema } from './global-word';
import { MAX_BULK_WORDS, WORDS_MAX_PAGE_SIZE, WORDS_PAGE_SIZE } from './word-constants';
import { difficulties } from './word-values';

export const listWordsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(WORDS_MAX_PAGE_SIZE).default(WORDS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .meta({ description: 'Case-insensitive substring of value or base form' }),
  language: z.string().trim().toLowerCase().max(5).optional(),
  difficulty: z.enum(difficulties).optional(),
});

export const listWordsResponseSchema = z
  .object({
    items: z.array(globalWordSchema),
    pageToken: z.string().optional().meta({ description: 'The next offset; absent on the last page' }),
  })
  .meta({ id: 'WordList' });

export const bulkDeleteWordsBodySchema = z
  .object({ wordIds: z.array(z.string().min(1)).min(1).max(MAX_BULK_WORDS) })
  .meta({ id: 'BulkDeleteWordsBody' });

export const bulkDeleteWordsResponseSchema = z
  .object({ requested: z.number().int(), deleted: z.number().int() })
  .meta({ id: 'BulkDeleteWordsResult' });

export const wordStatsSchema = z
  .object({
    totalWords: z.number().int(),
    languages: z.number().int(),
    difficulties: z.number().int(),
    languageCounts: z.array(z.object({ languageCode: z.string(), count: z.number().int() })),
    difficultyCounts: z.array(z.object({ difficulty: z.string().nullable(), count: z.number().int() })),
    recentWords: z.array(globalWordSchema).meta({ description: 'The five most recently created words' }),
  })
  .meta({ id: 'WordStats' });

export type ListWordsQuery = z.infer<typeof listWordsQuerySchema>;
export type ListWordsResponse = z.infer<typeof listWordsResponseSchema>;
export type WordStats = z.infer<typeof wordStatsSchema>;
