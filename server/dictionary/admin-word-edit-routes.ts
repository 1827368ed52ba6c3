import { z } from '@hono/zod-openapi';
import { globalWordSchema } from '~/core/dictionary/global-word';
import {
  patchDefinitionExamplesBodySchema,
  patchDefinitionsBodySchema,
  patchExamplesBodySchema,
  patchSynonymsBodySchema,
  patchTranslationsBodySchema,
  patchVariantsBodySchema,
} from '~/core/dictionary/word-edits';
import { adminRoute, conflictError } from '~/server/http/admin-responses';
import { createAdminRouter } from '~/server/http/admin-router';
import { expectedVersion, ifMatchVersion } from '~/server/http/if-match-version';
import { errorResponse, jsonBody, jsonContent } from '~/server/http/openapi-kit';
import { wordIdParams } from './admin-words-routes';
import { editWord, type WordChange, type WordRow } from './edit-global-word';
import { wordEditors } from './global-word-editors';

const route = adminRoute('Words');

const ifMatchHeader = z.object({
  'if-match': z
    .string()
    .max(50)
    .optional()
    .meta({ description: 'The version edited: "3", W/"3" or 3 (or send `version` in the body)' }),
});

// A path segment of digits (so the document marks it required, as every path parameter is).
const definitionParams = wordIdParams.extend({
  index: z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number)
    .pipe(z.number().int().max(1000))
    .meta({ description: 'The 0-based index of the definition' }),
});

type Edit<S extends z.ZodType, P extends z.ZodObject> = {
  operationId: string;
  path: string;
  summary: string;
  body: S;
  params: P;
  action: string;
  change: (body: z.output<S>, params: z.output<P>) => (row: WordRow) => WordChange;
};

// One PATCH editor: check the version (If-Match or `version`), apply the change as the signed-in
// administrator, bump the version and audit it (editWord), answer the word.
const editor =
  <S extends z.ZodType<{ version?: number }>, P extends z.ZodObject>(edit: Edit<S, P>) =>
  (router: ReturnType<typeof createAdminRouter>) =>
    router.openapi(
      route({
        operationId: edit.operationId,
        method: 'patch',
        path: edit.path,
        summary: edit.summary,
        description:
          'Lost-update protection: send the version you edited, as the `If-Match` header ("3" or W/"3") or a `version` field. A stale version gets 409 WORD_VERSION_CONFLICT and nothing changes.',
        middleware: [ifMatchVersion] as const,
        request: { params: edit.params, headers: ifMatchHeader, body: jsonBody(edit.body) },
        responses: {
          200: jsonContent(globalWordSchema, 'The word after the change'),
          ...conflictError,
          428: errorResponse('No version was sent (If-Match or `version`)'),
        },
      }),
      async (c) => {
        // The route's input types are generic here; the validators have checked exactly these shapes.
        const valid = c.req.valid.bind(c.req) as (target: 'json' | 'param') => unknown;
        const body = valid('json') as z.output<S>;
        const params = valid('param') as z.output<P> & { id: string };
        const word = await editWord(c.var.db, {
          id: params.id,
          version: expectedVersion(body.version, c.var.ifMatchVersion),
          action: edit.action,
          change: edit.change(body, params),
          actor: c.var.actor,
          now: c.var.now,
        });
        // The new version as the ETag, as GET gives it: a client editing with If-Match sends the next
        // edit with it, without reading the word again.
        c.header('ETag', `"${word.version}"`);
        return c.json(word, 200);
      },
    );

// The six editors of the word detail page (spec section 7), one row each.
const editors = [
  editor({
    operationId: 'replaceWordExamples',
    path: '/{id}/examples',
    summary: "Replace the word's examples",
    body: patchExamplesBodySchema,
    params: wordIdParams,
    action: 'word.update-examples',
    change: (body) => wordEditors.examples(body),
  }),
  editor({
    operationId: 'replaceWordDefinitionExamples',
    path: '/{id}/definitions/{index}/examples',
    summary: 'Replace the examples of one definition (0-based index)',
    body: patchDefinitionExamplesBodySchema,
    params: definitionParams,
    action: 'word.update-definition-examples',
    change: (body, { index }) => wordEditors.definitionExamples(index, body),
  }),
  editor({
    operationId: 'replaceWordTranslations',
    path: '/{id}/translations',
    summary: 'Replace the translations (map by language, or a plain list)',
    body: patchTranslationsBodySchema,
    params: wordIdParams,
    action: 'word.update-translations',
    change: (body) => wordEditors.translations(body),
  }),
  editor({
    operationId: 'replaceWordDefinitions',
    path: '/{id}/definitions',
    summary: 'Replace the definitions (order, text, part of speech, examples)',
    body: patchDefinitionsBodySchema,
    params: wordIdParams,
    action: 'word.update-definitions',
    change: (body) => wordEditors.definitions(body),
  }),
  editor({
    operationId: 'replaceWordSynonyms',
    path: '/{id}/synonyms',
    summary: 'Replace the synonyms (no duplicates)',
    body: patchSynonymsBodySchema,
    params: wordIdParams,
    action: 'word.update-synonyms',
    change: (body) => wordEditors.synonyms(body),
  }),
  editor({
    operationId: 'replaceWordVariants',
    path: '/{id}/variants',
    summary: 'Replace the variants (no duplicates)',
    body: patchVariantsBodySchema,
    params: wordIdParams,
    action: 'word.update-variants',
    change: (body) => wordEditors.variants(body),
  }),
];

export const wordEditRoutes = createAdminRouter();
for (const register of editors) register(wordEditRoutes);
