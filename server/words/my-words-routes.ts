import { speechQuerySchema } from '~/core/dictionary/speech-query';
import {
  addWordBodySchema,
  listMyWordsQuerySchema,
  MAX_TAGS,
  myWordListSchema,
  myWordSchema,
  removedMyWordsSchema,
  removeMyWordsBodySchema,
  updateMyWordBodySchema,
} from '~/core/words/my-word';
import { getSpokenWord } from '~/server/dictionary/speech/get-spoken-word';
import {
  speechContent,
  speechResponse,
  speechTooLong,
  speechUnavailable,
} from '~/server/dictionary/speech/speech-response';
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
import { createValidatedRouter, errorResponse } from '~/server/http/openapi-kit';
import { addWord } from './add-my-word';
import { findMyWordRow } from './find-my-word';
import { getWord } from './get-my-word';
import { listWords } from './list-my-words';
import { removeWord } from './remove-my-word';
import { removeWords } from './remove-my-words';
import { updateWord } from './update-my-word';

const wordRoute = meRoute('Learner: words');

// The learner's words: dictionary words (kept as a snapshot) and their own custom words.
export const wordsRoutes = createValidatedRouter()
  .openapi(
    wordRoute({
      method: 'get',
      path: '/words',
      operationId: 'listMyWords',
      summary: 'A page of your words, newest first; filters by status, tag, study set and text',
      request: { query: listMyWordsQuerySchema },
      responses: { 200: jsonContent(myWordListSchema, 'A page of your words'), ...learnerErrors },
    }),
    async (c) => {
      const { db, userId } = learnerOf(c);
      return c.json(await listWords(db, { userId, query: c.req.valid('query') }), 200);
    },
  )
  .openapi(
    wordRoute({
      method: 'post',
      path: '/words',
      operationId: 'addMyWord',
      summary: 'Add a dictionary word (by id or spelling) or your own custom word',
      request: { body: jsonBody(addWordBodySchema) },
      responses: {
        201: jsonContent(myWordSchema, 'The word as added'),
        ...learnerErrors,
        ...limitReached,
        404: errorResponse('No dictionary word with this id'),
        409: errorResponse('DUPLICATE_WORD: the word is already in your words'),
        422: errorResponse('INVALID_WORD: the dictionary of that language has no such word (counted)'),
      },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      return c.json(await addWord(db, { userId, body: c.req.valid('json'), now }), 201);
    },
  )
  .openapi(
    wordRoute({
      method: 'post',
      path: '/words/bulk-remove',
      operationId: 'removeMyWords',
      summary: 'Remove several of your words at once (and their places in your study sets)',
      description:
        'All the words given that are yours go in one change. An id that is not one of your words (already removed, from this or another device) is passed over, not refused: the answer lists the words this request removed.',
      request: { body: jsonBody(removeMyWordsBodySchema) },
      responses: { 200: jsonContent(removedMyWordsSchema, 'The words removed'), ...learnerErrors },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      return c.json(await removeWords(db, { userId, ids: c.req.valid('json').wordIds, now }), 200);
    },
  )
  .openapi(
    wordRoute({
      method: 'get',
      path: '/words/{id}',
      operationId: 'getMyWord',
      summary: 'One of your words',
      request: { params: idParams },
      responses: { 200: jsonContent(myWordSchema, 'The word'), ...learnerErrors, ...notFound },
    }),
    async (c) => {
      const { db, userId } = learnerOf(c);
      return c.json(await getWord(db, { userId, id: c.req.valid('param').id }), 200);
    },
  )
  .openapi(
    wordRoute({
      method: 'patch',
      path: '/words/{id}',
      operationId: 'updateMyWord',
      summary: 'Change one of your words: add or remove tags (or replace them all), and edit your own word',
      description:
        'addTags and removeTags apply to the tags the word has when the change arrives, so changes made from the same earlier read all hold; tags replaces the whole list (as read earlier: it may undo a change made meanwhile). Tags are compared without regard to case, the first spelling kept. The content fields (value, languageCode, baseForm, phonetic, definitions, translations, synonyms, difficulty) are taken for a custom word only, with the same checks as adding one; its card, review history and study sets are kept.',
      request: { params: idParams, body: jsonBody(updateMyWordBodySchema) },
      responses: {
        200: jsonContent(myWordSchema, 'The word after the change'),
        ...learnerErrors,
        400: errorResponse(
          `Invalid input, or TOO_MANY_TAGS: the word would have more than ${MAX_TAGS} tags; nothing was changed`,
        ),
        ...notFound,
        409: errorResponse(
          'NOT_CUSTOM_WORD: content given for a dictionary word (only tags can change); DUPLICATE_WORD: you already have a word of that value in that language',
        ),
      },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      const body = c.req.valid('json');
      return c.json(await updateWord(db, { userId, id: c.req.valid('param').id, body, now }), 200);
    },
  )
  .openapi(
    wordRoute({
      method: 'delete',
      path: '/words/{id}',
      operationId: 'removeMyWord',
      summary: 'Remove one of your words (and its place in your study sets)',
      request: { params: idParams },
      responses: { ...done, ...learnerErrors, ...notFound },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      await removeWord(db, { userId, id: c.req.valid('param').id, now });
      return c.body(null, 204);
    },
  )
  .openapi(
    wordRoute({
      method: 'get',
      path: '/words/{id}/audio',
      operationId: 'getMyWordAudio',
      summary: 'One of your words spoken: synthesised speech (eSpeak NG), made on first request and kept',
      request: { params: idParams, query: speechQuerySchema },
      responses: {
        200: speechContent,
        ...learnerErrors,
        404: errorResponse('Not one of your words, or NO_VOICE: no voice for its language'),
        422: speechTooLong,
        503: speechUnavailable,
      },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      const { word } = await findMyWordRow(db, userId, c.req.valid('param').id);
      const wav = await getSpokenWord(db, {
        language: word.languageCode ?? '',
        text: word.value,
        now,
        speechQueue: c.var.deps.speechQueue,
      });
      return speechResponse(c, wav, { language: word.languageCode ?? null, text: word.value });
    },
  );
