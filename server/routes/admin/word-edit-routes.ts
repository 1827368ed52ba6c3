import { z } from '@hono/zod-openapi';
import { globalWordSchema } from '~/core/admin/global-word';
import {
  patchDefinitionExamplesBodySchema,
  patchDefinitionsBodySchema,
  patchExamplesBodySchema,
  patchSynonymsBodySchema,
  patchTranslationsBodySchema,
  patchVariantsBodySchema,
} from '~/core/admin/word-edits';
import type { AppEnv } from '~/server/context';
import { actorOf } from '~/server/services/audit/actor';
import { editWord, type WordChange, type WordRow } from '~/server/services/words/edit-word';
import { expectedVersion } from '~/server/services/words/expected-version';
import { wordEditors } from '~/server/services/words/word-editors';
import { createAdminRouter } from './admin-router';
import { adminErrors, adminRoute, conflictError, errorResponse, jsonBody, jsonContent } from './responses';

const versionRequired = errorResponse('No version was sent (If-Match or `version`)');

import { wordIdParams } from './words-routes';

const wordRoute = adminRoute('Words');

const ifMatch = z.object({
  'if-match': z
    .string()
    .max(50)
    .optional()
    .meta({ description: 'The version edited: "3", W/"3" or 3 (or send `version` in the body)' }),
});

const patch = <Path extends string, S extends z.ZodType, P extends z.ZodObject>(
  path: Path,
  summary: string,
  body: S,
  params: P,
) =>
  wordRoute({
    method: 'patch',
    path,
    summary,
    description:
      'Lost-update protection: send the version you edited, as the `If-Match` header ("3" or W/"3") or a `version` field. A stale version gets 409 WORD_VERSION_CONFLICT and nothing changes.',
    request: { params, headers: ifMatch, body: jsonBody(body) },
    responses: {
      200: jsonContent(globalWordSchema, 'The word after the change'),
      ...adminErrors,
      ...conflictError,
      428: versionRequired,
    },
  });

// What every editor does once its request is validated: apply the change as the signed-in admin.
function saveWordEdit(
  vars: AppEnv['Variables'],
  edit: { id: string; version: number; action: string; change: (row: WordRow) => WordChange },
) {
  return editWord(vars.deps.database.db, { ...edit, actor: actorOf(vars.user) });
}

const definitionParams = wordIdParams.extend({ index: z.coerce.number().int().min(0).max(1000) });

// The six editors of the word detail page. Each checks the version, applies, bumps and audits.
export const wordEditRoutes = createAdminRouter()
  .openapi(
    patch('/{id}/examples', "Replace the word's examples", patchExamplesBodySchema, wordIdParams),
    async (c) => {
      const body = c.req.valid('json');
      const word = await saveWordEdit(c.var, {
        id: c.req.valid('param').id,
        version: expectedVersion(body.version, c.req.valid('header')['if-match']),
        action: 'word.update-examples',
        change: wordEditors.examples(body),
      });
      return c.json(word, 200);
    },
  )
  .openapi(
    patch(
      '/{id}/definitions/{index}/examples',
      'Replace the examples of one definition (0-based index)',
      patchDefinitionExamplesBodySchema,
      definitionParams,
    ),
    async (c) => {
      const body = c.req.valid('json');
      const { id, index } = c.req.valid('param');
      const word = await saveWordEdit(c.var, {
        id: id,
        version: expectedVersion(body.version, c.req.valid('header')['if-match']),
        action: 'word.update-definition-examples',
        change: wordEditors.definitionExamples(index, body),
      });
      return c.json(word, 200);
    },
  )
  .openapi(
    patch(
      '/{id}/translations',
      'Replace the translations (map by language, or a plain list)',
      patchTranslationsBodySchema,
      wordIdParams,
    ),
    async (c) => {
      const body = c.req.valid('json');
      const word = await saveWordEdit(c.var, {
        id: c.req.valid('param').id,
        version: expectedVersion(body.version, c.req.valid('header')['if-match']),
        action: 'word.update-translations',
        change: wordEditors.translations(body),
      });
      return c.json(word, 200);
    },
  )
  .openapi(
    patch(
      '/{id}/definitions',
      'Replace the definitions (order, text, part of speech, examples)',
      patchDefinitionsBodySchema,
      wordIdParams,
    ),
    async (c) => {
      const body = c.req.valid('json');
      const word = await saveWordEdit(c.var, {
        id: c.req.valid('param').id,
        version: expectedVersion(body.version, c.req.valid('header')['if-match']),
        action: 'word.update-definitions',
        change: wordEditors.definitions(body),
      });
      return c.json(word, 200);
    },
  )
  .openapi(
    patch('/{id}/synonyms', 'Replace the synonyms (no duplicates)', patchSynonymsBodySchema, wordIdParams),
    async (c) => {
      const body = c.req.valid('json');
      const word = await saveWordEdit(c.var, {
        id: c.req.valid('param').id,
        version: expectedVersion(body.version, c.req.valid('header')['if-match']),
        action: 'word.update-synonyms',
        change: wordEditors.synonyms(body),
      });
      return c.json(word, 200);
    },
  )
  .openapi(
    patch('/{id}/variants', 'Replace the variants (no duplicates)', patchVariantsBodySchema, wordIdParams),
    async (c) => {
      const body = c.req.valid('json');
      const word = await saveWordEdit(c.var, {
        id: c.req.valid('param').id,
        version: expectedVersion(body.version, c.req.valid('header')['if-match']),
        action: 'word.update-variants',
        change: wordEditors.variants(body),
      });
      return c.json(word, 200);
    },
  );
