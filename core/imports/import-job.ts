import { z } from 'zod';
import { languageCodes } from '../languages';
import { tiers } from '../plans/limits';

// Importing a deck or a word list (Anki, Quizlet, CSV/TSV): the job the API answers with while it runs
// off the request path, and what it found when it ends.

export const importFormats = ['anki', 'csv', 'tsv', 'quizlet'] as const;
export type ImportFormat = (typeof importFormats)[number];

export const importStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

export const importCountsSchema = z
  .object({
    notes: z.number().int().min(0).describe('Notes (Anki) or rows (lists) read from the file'),
    words: z.number().int().min(0).describe('Words added to your words'),
    reviews: z.number().int().min(0).describe('Reviews added to your review history'),
    duplicates: z.number().int().min(0).describe('Words you already had (or twice in the file): skipped'),
    skipped: z
      .number()
      .int()
      .min(0)
      .describe('Notes with nothing to learn (no word, or no meaning for a word the dictionary lacks)'),
    overLimit: z.number().int().min(0).describe('Words left out because your plan limit was reached'),
  })
  .meta({ id: 'ImportCounts' });
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const emptyImportCounts: ImportCounts = {
  notes: 0,
  words: 0,
  reviews: 0,
  duplicates: 0,
  skipped: 0,
  overLimit: 0,
};

/** When words were left out: the limit that stopped them and the tier it belongs to. */
export const importLimitNoteSchema = z
  .object({ limit: z.number().int().min(0), tier: z.enum(tiers), upgradeUrl: z.string() })
  .meta({ id: 'ImportLimitNote' });
export type ImportLimitNote = z.infer<typeof importLimitNoteSchema>;

const columnIndex = z.number().int().min(0).max(99);

/** Which field of each Anki note type is the word and which its meaning (by field position). */
export const noteTypeMappingSchema = z.object({ word: columnIndex, meaning: columnIndex.nullable() });

export const separators = [',', '\t', ';', '|'] as const;

/**
 * How to read the file. Lists: the separator, whether the first row is a header, the columns of
 * the word, its meaning and (optionally) tags, and how tags are separated in their cell. Anki: per note type id, the word and meaning fields;
 * a note type not named uses its first field as the word and its second as the meaning.
 */
export const importMappingSchema = z
  .object({
    separator: z.enum(separators).optional(),
    hasHeader: z.boolean().optional(),
    wordColumn: columnIndex.optional(),
    meaningColumn: columnIndex.nullable().optional(),
    tagsColumn: columnIndex.nullable().optional(),
    tagSeparator: z.literal(';').optional().meta({
      description:
        "Tags in the tags column separated by ';' (a tag holding ';' or '\"' in double quotes), as Vocably's words export writes them; without it, by spaces or commas",
    }),
    noteTypes: z.record(z.string().regex(/^\d{1,19}$/), noteTypeMappingSchema).optional(),
  })
  .strict()
  .meta({ id: 'ImportMapping' });
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importJobSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(importStatuses),
    format: z.enum(importFormats),
    fileName: z.string(),
    languageCode: z.string(),
    counts: importCountsSchema,
    progress: z
      .number()
      .min(0)
      .max(1)
      .describe('Share of the notes read so far (0 until the total is known)'),
    limit: importLimitNoteSchema.nullable(),
    message: z.string().nullable().describe('Why it failed (in English), or what was left out'),
    code: z
      .string()
      .nullable()
      .describe(
        'Why it failed, as a stable code to say in your own language: IMPORT_FILE_REFUSED (the file cannot be imported; message says why), IMPORT_FILE_NOT_UTF8, IMPORT_FILE_GONE (the uploaded file is lost: upload it again), IMPORT_FAILED or IMPORT_FAILED_PARTLY (our fault; with _PARTLY the words added are kept), IMPORT_STRANDED or IMPORT_STRANDED_PARTLY (the server holding the file is gone). Other codes may come: show message for a code you do not know. Null unless failed',
      ),
    createdAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ImportJob' });
export type ImportJob = z.infer<typeof importJobSchema>;

/** The multipart form's text fields (the file itself is `file`). */
export const importFormFieldsSchema = z.object({
  language: z.enum(languageCodes).optional(),
  format: z.enum(importFormats).optional(),
  mapping: z
    .string()
    .max(20_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'mapping must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(importMappingSchema)
    .optional(),
});
export type ImportFormFields = z.infer<typeof importFormFieldsSchema>;
