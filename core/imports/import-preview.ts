import { z } from 'zod';
import { importFormats, importMappingSchema, separators } from './import-job';

// What a file holds before it is imported, for choosing its columns or fields.

export const previewNoteTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  fields: z.array(z.string()),
  cloze: z.boolean(),
  notes: z.number().int().min(0),
  /** The first notes' fields as text. */
  samples: z.array(z.array(z.string())),
});
export type PreviewNoteType = z.infer<typeof previewNoteTypeSchema>;

export const importPreviewSchema = z
  .object({
    format: z.enum(importFormats),
    /** Notes in an Anki package; null for a list (only its first rows were read). */
    notes: z.number().int().min(0).nullable(),
    /** Audio and image files in the package, which are not imported. */
    mediaFiles: z.number().int().min(0),
    separator: z.enum(separators).nullable(),
    /** A list's first rows, cell by cell. */
    rows: z.array(z.array(z.string())),
    noteTypes: z.array(previewNoteTypeSchema),
    suggestedMapping: importMappingSchema.optional().meta({
      description:
        'A list whose first row names its columns (word, meaning, tags; as Vocably’s words export does): that row as the header and those columns',
    }),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof importPreviewSchema>;
