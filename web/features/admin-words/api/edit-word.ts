import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { globalWordSchema } from '~/core/dictionary/global-word';
import type {
  patchDefinitionExamplesBodySchema,
  patchDefinitionsBodySchema,
  patchExamplesBodySchema,
  patchSynonymsBodySchema,
  patchTranslationsBodySchema,
  patchVariantsBodySchema,
} from '~/core/dictionary/word-edits';
import { apiClient, segment } from '~/web/lib/api-client';
import { writeWord } from './global-word-cache';

type Body<S extends z.ZodType> = Omit<z.input<S>, 'version'>;

/** The six PATCH editors, each with the body its core schema validates. */
export type WordEdit =
  | { field: 'definitions'; body: Body<typeof patchDefinitionsBodySchema> }
  | { field: 'translations'; body: Body<typeof patchTranslationsBodySchema> }
  | { field: 'synonyms'; body: Body<typeof patchSynonymsBodySchema> }
  | { field: 'variants'; body: Body<typeof patchVariantsBodySchema> }
  | { field: 'examples'; body: Body<typeof patchExamplesBodySchema> }
  | { field: 'definitionExamples'; index: number; body: Body<typeof patchDefinitionExamplesBodySchema> };

function editPath(id: string, edit: WordEdit): string {
  const base = `/admin/words/${segment(id)}`;
  return edit.field === 'definitionExamples'
    ? `${base}/definitions/${edit.index}/examples`
    : `${base}/${edit.field}`;
}

/**
 * PATCH one editor's list. The version the page read goes with every save: a stale one gets 409,
 * never a silent overwrite. The answer is the word after the change.
 */
export const editWord = (id: string, edit: WordEdit, version: number) =>
  apiClient.patch(editPath(id, edit), globalWordSchema, { body: { ...edit.body, version } });

export function useEditWord(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ edit, version }: { edit: WordEdit; version: number }) => editWord(id, edit, version),
    onSuccess: (word) => writeWord(queryClient, word),
  });
}
