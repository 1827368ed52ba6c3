import { z } from '@hono/zod-openapi';
import { globalWordSchema } from '~/core/dictionary/global-word';
import {
  bulkDeleteWordsBodySchema,
  bulkDeleteWordsResponseSchema,
  listWordsQuerySchema,
  listWordsResponseSchema,
  wordStatsSchema,
} from '~/core/dictionary/list-global-words';
import { adminRoute } from '~/server/http/admin-responses';
import { createAdminRouter } from '~/server/http/admin-router';
import { errorResponse, jsonBody, jsonContent } from '~/server/http/openapi-kit';
import { deleteWords } from './delete-global-words';
import { getWord } from './get-global-word';
import { wordStats } from './global-word-stats';
import { listWords } from './list-global-words';

const wordRoute = adminRoute('Words');
export const wordIdParams = z.object({ id: z.string().min(1).max(100) });

// Reading and deleting global words. /stats is registered before /{id} so it is not taken for an id.
export const wordsRoutes = createAdminRouter()
  .openapi(
    wordRoute({
      operationId: 'listWords',
      method: 'get',
      path: '/',
      summary: 'List global words: one page, with search and filters',
      request: { query: listWordsQuerySchema },
      responses: { 200: jsonContent(listWordsResponseSchema, 'A page of words') },
    }),
    async (c) => c.json(await listWords(c.var.db, c.req.valid('query')), 200),
  )
  .openapi(
    wordRoute({
      operationId: 'getWordStats',
      method: 'get',
      path: '/stats',
      summary: 'Totals for the Words Management cards',
      responses: { 200: jsonContent(wordStatsSchema, 'Word statistics') },
    }),
    async (c) => c.json(await wordStats(c.var.db), 200),
  )
  .openapi(
    wordRoute({
      operationId: 'bulkDeleteWords',
      method: 'post',
      path: '/bulk-delete',
      summary: 'Delete many words (all or nothing)',
      request: { body: jsonBody(bulkDeleteWordsBodySchema) },
      responses: {
        200: jsonContent(bulkDeleteWordsResponseSchema, 'How many were deleted'),
        404: errorResponse('Some of the words do not exist; nothing was deleted'),
      },
    }),
    async (c) =>
      c.json(
        await deleteWords(c.var.db, {
          ids: c.req.valid('json').wordIds,
          actor: c.var.actor,
        }),
        200,
      ),
  )
  .openapi(
    wordRoute({
      operationId: 'getWord',
      method: 'get',
      path: '/{id}',
      summary: 'One global word (its ETag is its version)',
      request: { params: wordIdParams },
      responses: { 200: jsonContent(globalWordSchema, 'The word') },
    }),
    async (c) => {
      const word = await getWord(c.var.db, c.req.valid('param').id);
      c.header('ETag', `"${word.version}"`);
      return c.json(word, 200);
    },
  )
  .openapi(
    wordRoute({
      operationId: 'deleteWord',
      method: 'delete',
      path: '/{id}',
      summary: 'Delete one word',
      request: { params: wordIdParams },
      responses: { 204: { description: 'Deleted' } },
    }),
    async (c) => {
      await deleteWords(c.var.db, {
        ids: [c.req.valid('param').id],
        actor: c.var.actor,
        single: true,
      });
      return c.body(null, 204);
    },
  );
