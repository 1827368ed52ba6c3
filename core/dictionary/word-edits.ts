import { z } from 'zod';
import { wordMessages } from './word-constants';
import {
  LANGUAGE_CODE_FORMAT_MESSAGE,
  LANGUAGE_CODE_PATTERN,
  LANGUAGE_CODE_MAX_LENGTH as MAX_LANGUAGE_CODE_LENGTH,
} from './word-values';

// The six word editors' bodies, carrying the section 5 rules so that the portal's forms and the
// server refuse the same input. Each body may carry the `version` it edited (or send If-Match).

/** The longest text an editor takes: a definition, an example, a translation. */
export const WORD_TEXT_MAX_LENGTH = 2000;
/** The longest synonym or variant. */
export const WORD_SHORT_TEXT_MAX_LENGTH = 200;
export const PART_OF_SPEECH_MAX_LENGTH = 50;

const version = z.number().int().min(0).optional().meta({
  description: 'The word version the edit was based on; alternatively send it as the If-Match header',
});
const nonEmpty = (what: string) =>
  z
    .string()
    .trim()
    .min(1, { message: `${what} cannot be empty` })
    .max(WORD_TEXT_MAX_LENGTH);

const exampleList = z.array(nonEmpty('Example')).max(100);

const noDuplicates = (message: string) => (values: string[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  values.forEach((value, index) => {
    const key = value.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', message, path: [index] });
    seen.add(key);
  });
};

export const definitionInputSchema = z.object({
  partOfSpeech: nonEmpty('Part of speech')
    .max(PART_OF_SPEECH_MAX_LENGTH)
    .transform((value) => value.toLowerCase()),
  definition: nonEmpty('Definition'),
  examples: exampleList.default([]),
});

export const languageCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { message: 'Language code cannot be empty' })
  .max(MAX_LANGUAGE_CODE_LENGTH, {
    message: `Language code must be at most ${MAX_LANGUAGE_CODE_LENGTH} characters`,
  })
  .regex(LANGUAGE_CODE_PATTERN, { message: LANGUAGE_CODE_FORMAT_MESSAGE });

/** A map by language, or a plain array (one group under the word's own language). */
export const translationsInputSchema = z.union([
  z.record(languageCodeSchema, z.array(nonEmpty('Translation')).max(200)),
  z.array(nonEmpty('Translation')).max(200),
]);

export const patchExamplesBodySchema = z
  .object({
    examples: exampleList.meta({ description: "The word's own examples (not those of a definition)" }),
    version,
  })
  .meta({ id: 'PatchWordExamplesBody' });

export const patchDefinitionExamplesBodySchema = z
  .object({ examples: exampleList, version })
  .meta({ id: 'PatchDefinitionExamplesBody' });

export const patchTranslationsBodySchema = z
  .object({ translations: translationsInputSchema, version })
  .meta({ id: 'PatchWordTranslationsBody' });

export const patchDefinitionsBodySchema = z
  .object({ definitions: z.array(definitionInputSchema).max(100), version })
  .meta({ id: 'PatchWordDefinitionsBody' });

export const patchSynonymsBodySchema = z
  .object({
    synonyms: z
      .array(nonEmpty('Synonym').max(WORD_SHORT_TEXT_MAX_LENGTH))
      .max(200)
      .superRefine(noDuplicates(wordMessages.synonymExists)),
    version,
  })
  .meta({ id: 'PatchWordSynonymsBody' });

export const patchVariantsBodySchema = z
  .object({
    variants: z
      .array(nonEmpty('Variant').max(WORD_SHORT_TEXT_MAX_LENGTH))
      .max(200)
      .superRefine(noDuplicates(wordMessages.variantExists)),
    version,
  })
  .meta({ id: 'PatchWordVariantsBody' });

export type DefinitionInput = z.infer<typeof definitionInputSchema>;
export type TranslationsInput = z.infer<typeof translationsInputSchema>;
