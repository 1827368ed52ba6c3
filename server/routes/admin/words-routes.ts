import { z } from '@hono/zod-openapi';
import { globalWordSchema } from '~/core/admin/global-word';
import {
  bulkDeleteWordsBodySchema,
  bulkDeleteWordsResponseSchema,
  listWordsQuerySchema,
  listWordsResponseSchema,
  wordStatsSchema,
} from '~/core/admin/list-words';
import { actorOf } from '~/server/services/audit/actor';
import { deleteWords } from '~/server/services/words/delete-words';
import { getWord } from '~/server/services/words/get-word';
import { listWords } from '~/server/services/words/list-words';
import { wordStats } from '~/server/services/words/word-stats';
import { createAdminRouter } from './admin-router';
import { adminErrors, adminRoute, jsonBody, jsonContent } from './responses';

const wordRoute = adminRoute('Words');
export const wordIdParams = z.object({ id: z.string().min(1).max(100) });

// Reading and deleting global words. /stats is registered before /{id} so it is not taken for an id.
export const wordsRoutes = createAdminRouter()
  .openapi(
    wordRoute({
      method: 'get',
      path: '/',
      summary: 'List global words: one page, with search and filters',
      request: { query: listWordsQuerySchema },
      responses: { 200: jsonContent(listWordsResponseSchema, 'A page of words'), ...adminErrors },
    }),
    async (c) => c.json(await listWords(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(
    wordRoute({
      method: 'get',
      path: '/stats',
      summary: 'Totals for the Words Management cards',
      responses: { 200: jsonContent(wordStatsSchema, 'Word statistics'), ...adminErrors },
    }),
    async (c) => c.json(await wordStats(c.var.deps.database.db), 200),
  )
  .openapi(
    wordRoute({
      method: 'post',
      path: '/bulk-delete',
      summary: 'Delete many words (all or nothing)',
      request: { body: jsonBody(bulkDeleteWordsBodySchema) },
      responses: { 200: jsonContent(bulkDeleteWordsResponseSchema, 'How many were deleted'), ...adminErrors },
    }),
    async (c) =>
      c.json(
        await deleteWords(c.var.deps.database.db, {
          ids: c.req.valid('json').wordIds,
          actor: actorOf(c.var.user),
        }),
        200,
      ),
  )
  .openapi(
    wordRoute({
      method: 'get',
      path: '/{id}',
      summary: 'One global word (its ETag is its version)',
      request: { params: wordIdParams },
      responses: { 200: jsonContent(globalWordSchema, 'The word'), ...adminErrors },
    }),
    async (c) => {
      const word = await getWord(c.var.deps.database.db, c.req.valid('param').id);
      c.header('ETag', `"${word.version}"`);
      return c.json(word, 200);
    },
  )
  .openapi(
    wordRoute({
      method: 'delete',
      path: '/{id}',
      summary: 'Delete one word',
      request: { params: wordIdParams },
      responses: { 204: { description: 'Deleted' }, ...adminErrors },
    }),
    async (c) => {
      await deleteWords(c.var.deps.database.db, {
        ids: [c.req.valid('param').id],
        actor: actorOf(c.var.user),
        single: true,
      });
      return c.body(null, 204);
    },
  );
