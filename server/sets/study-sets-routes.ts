import { z } from '@hono/zod-openapi';
import {
  createStudySetBodySchema,
  myStudySetDetailSchema,
  myStudySetListSchema,
  updateStudySetBodySchema,
} from '~/core/sets/study-set';
import {
  done,
  idParams,
  jsonBody,
  jsonContent,
  learnerErrors,
  learnerOf,
  limitReached,
  meRoute,
  notFound,
} from '~/server/http/learner-responses';
import { createValidatedRouter } from '~/server/http/openapi-kit';
import { createStudySet } from './create-study-set';
import { deleteStudySet } from './delete-study-set';
import { getStudySet } from './get-study-set';
import { listStudySets } from './list-study-sets';
import { setStudySetWord } from './set-study-set-word';
import { updateStudySet } from './update-study-set';

const setRoute = meRoute('Learner: study sets');
const setWordParams = idParams.extend({ wordId: z.uuid({ message: 'Not a valid word id' }) });
const detail = (description: string) => jsonContent(myStudySetDetailSchema, description);

// The learner's study sets: named groups of their words. Deleting a set keeps its words.
export const studySetsRoutes = createValidatedRouter()
  .openapi(
    setRoute({
      method: 'get',
      path: '/study-sets',
      operationId: 'listMyStudySets',
      summary: 'Your study sets, newest first, with item counts',
      responses: { 200: jsonContent(myStudySetListSchema, 'Your study sets'), ...learnerErrors },
    }),
    async (c) => {
      const { db, userId } = learnerOf(c);
      return c.json(await listStudySets(db, userId), 200);
    },
  )
  .openapi(
    setRoute({
      method: 'post',
      path: '/study-sets',
      operationId: 'createMyStudySet',
      summary: 'Create a study set',
      request: { body: jsonBody(createStudySetBodySchema) },
      responses: { 201: detail('The new study set'), ...learnerErrors, ...limitReached },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      return c.json(await createStudySet(db, { userId, body: c.req.valid('json'), now }), 201);
    },
  )
  .openapi(
    setRoute({
      method: 'get',
      path: '/study-sets/{id}',
      operationId: 'getMyStudySet',
      summary: 'One of your study sets, with its word ids in order',
      request: { params: idParams },
      responses: { 200: detail('The study set'), ...learnerErrors, ...notFound },
    }),
    async (c) => {
      const { db, userId } = learnerOf(c);
      return c.json(await getStudySet(db, { userId, id: c.req.valid('param').id }), 200);
    },
  )
  .openapi(
    setRoute({
      method: 'patch',
      path: '/study-sets/{id}',
      operationId: 'updateMyStudySet',
      summary: 'Rename or describe one of your study sets',
      request: { params: idParams, body: jsonBody(updateStudySetBodySchema) },
      responses: { 200: detail('The study set after the change'), ...learnerErrors, ...notFound },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      return c.json(
        await updateStudySet(db, { userId, id: c.req.valid('param').id, body: c.req.valid('json'), now }),
        200,
      );
    },
  )
  .openapi(
    setRoute({
      method: 'delete',
      path: '/study-sets/{id}',
      operationId: 'deleteMyStudySet',
      summary: 'Delete one of your study sets (its words stay)',
      request: { params: idParams },
      responses: { ...done, ...learnerErrors, ...notFound },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      await deleteStudySet(db, { userId, id: c.req.valid('param').id, now });
      return c.body(null, 204);
    },
  )
  .openapi(
    setRoute({
      method: 'put',
      path: '/study-sets/{id}/words/{wordId}',
      operationId: 'addWordToMyStudySet',
      summary: 'Put one of your words into one of your study sets (at the end; idempotent)',
      request: { params: setWordParams },
      responses: { 200: detail('The study set after the change'), ...learnerErrors, ...notFound },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      const { id, wordId } = c.req.valid('param');
      return c.json(await setStudySetWord(db, { userId, setId: id, wordId, inSet: true, now }), 200);
    },
  )
  .openapi(
    setRoute({
      method: 'delete',
      path: '/study-sets/{id}/words/{wordId}',
      operationId: 'removeWordFromMyStudySet',
      summary: 'Take one of your words out of one of your study sets (the word stays)',
      request: { params: setWordParams },
      responses: { 200: detail('The study set after the change'), ...learnerErrors, ...notFound },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      const { id, wordId } = c.req.valid('param');
      return c.json(await setStudySetWord(db, { userId, setId: id, wordId, inSet: false, now }), 200);
    },
  );
