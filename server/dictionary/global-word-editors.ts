import type { z } from 'zod';
import { normalizeTranslations } from '~/core/dictionary/normalize-translations';
import type {
  patchDefinitionExamplesBodySchema,
  patchDefinitionsBodySchema,
  patchExamplesBodySchema,
  patchSynonymsBodySchema,
  patchTranslationsBodySchema,
  patchVariantsBodySchema,
} from '~/core/dictionary/word-edits';
import type { globalWord } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import type { WordChange } from './edit-global-word';

type WordRow = typeof globalWord.$inferSelect;
type Body<S extends z.ZodType> = z.output<S>;

// What each of the six editors changes. The bodies arrive already trimmed and checked by the core
// schemas (section 5); what needs the stored word (its language, its definitions) is done here.
export const wordEditors = {
  examples: (body: Body<typeof patchExamplesBodySchema>) => (): WordChange => ({ examples: body.examples }),
  definitionExamples:
    (index: number, body: Body<typeof patchDefinitionExamplesBodySchema>) =>
    (row: WordRow): WordChange => {
      if (!row.definitions[index]) {
        throw new AppError('DEFINITION_NOT_FOUND', `This word has no definition number ${index + 1}.`, 404);
      }
      return {
        definitions: row.definitions.map((definition, i) =>
          i === index ? { ...definition, examples: body.examples } : definition,
        ),
      };
    },
  translations:
    (body: Body<typeof patchTranslationsBodySchema>) =>
    (row: WordRow): WordChange => ({
      translations: normalizeTranslations(body.translations, row.languageCode),
    }),
  definitions: (body: Body<typeof patchDefinitionsBodySchema>) => (): WordChange => ({
    definitions: body.definitions,
  }),
  synonyms: (body: Body<typeof patchSynonymsBodySchema>) => (): WordChange => ({ synonyms: body.synonyms }),
  variants: (body: Body<typeof patchVariantsBodySchema>) => (): WordChange => ({ variants: body.variants }),
};
