import type { Context } from 'hono';
import type { SiteLocale } from '~/core/collections/collection';
import {
  addCollectionResultSchema,
  collectionDetailSchema,
  collectionIdParamsSchema,
  collectionListQuerySchema,
  collectionListSchema,
  collectionLocaleQuerySchema,
} from '~/core/collections/collection';
import { readSession } from '~/server/account/read-session';
import type { AppEnv } from '~/server/http/context';
import {
  jsonContent,
  learnerErrors,
  learnerOf,
  limitReached,
  meRoute,
} from '~/server/http/learner-responses';
import {
  createValidatedRouter,
  documentedRoute,
  errorResponse,
  sessionSecurity,
} from '~/server/http/openapi-kit';
import { findLearnerProfile } from '~/server/profile/learner-profile-row';
import { addCollection } from './add-collection';
import type { Reader } from './collection-entries';
import { getCollection } from './get-collection';
import { listCollections } from './list-collections';

// /api/collections: the curated collections, open to anyone. With a session (optional) names,
// descriptions and meanings come in the learner's language; without one, in English.
const collectionRoute = documentedRoute('Collections', [{}, ...sessionSecurity]);
const notFound = { 404: errorResponse('COLLECTION_NOT_FOUND: no collection with this id') } as const;

/** Who reads: the signed-in learner's native language (null for a visitor), and the page's language. */
async function readerOf(c: Context<AppEnv>, locale: SiteLocale | undefined): Promise<Reader> {
  return { nativeLanguage: await nativeLanguageOf(c), locale };
}

async function nativeLanguageOf(c: Context<AppEnv>): Promise<string | null> {
  const session = await readSession(c.var.db, c.var.deps.auth, c.req.raw.headers);
  if (!session?.user || session.user.banned) return null;
  const profile = await findLearnerProfile(c.var.db, session.user.id);
  return profile?.nativeLanguageCode ?? null;
}

export const collectionsRoutes = createValidatedRouter()
  .openapi(
    collectionRoute({
      method: 'get',
      path: '/',
      operationId: 'listCollections',
      summary: 'The curated collections of one language: frequency tiers, then themes',
      request: { query: collectionListQuerySchema },
      responses: {
        200: jsonContent(collectionListSchema, 'The collections, with their word counts'),
        400: errorResponse('Not a language the dictionary teaches'),
      },
    }),
    async (c) => {
      const { language, locale } = c.req.valid('query');
      const reader = await readerOf(c, locale);
      return c.json(await listCollections(c.var.db, { languageCode: language, reader }), 200);
    },
  )
  .openapi(
    collectionRoute({
      method: 'get',
      path: '/{id}',
      operationId: 'getCollection',
      summary: 'One collection with its words: lemma, part of speech and meaning',
      request: { params: collectionIdParamsSchema, query: collectionLocaleQuerySchema },
      responses: {
        200: jsonContent(collectionDetailSchema, 'The collection and its words'),
        400: errorResponse('Not a collection id'),
        ...notFound,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const reader = await readerOf(c, c.req.valid('query').locale);
      return c.json(await getCollection(c.var.db, { id, reader }), 200);
    },
  );

const meCollectionRoute = meRoute('Learner: collections');

// /api/me/collections/{id}: add a collection to the learner's words as one study set.
export const myCollectionsRoutes = createValidatedRouter().openapi(
  meCollectionRoute({
    method: 'post',
    path: '/collections/{id}',
    operationId: 'addMyCollection',
    summary:
      'Add a collection: its words join yours (as many as your plan allows) and one study set holds them. ' +
      'Adding it again fills the same set (201 when the set is new, 200 when an earlier add made it).',
    request: { params: collectionIdParamsSchema, query: collectionLocaleQuerySchema },
    responses: {
      200: jsonContent(addCollectionResultSchema, 'The set an earlier add made, filled up'),
      201: jsonContent(addCollectionResultSchema, 'A new study set with the collection’s words'),
      ...learnerErrors,
      ...limitReached,
      ...notFound,
      409: errorResponse(
        'COLLECTION_EMPTY: none of its words is in this server’s dictionary; no study set was made',
      ),
    },
  }),
  async (c) => {
    const { db, userId, now } = learnerOf(c);
    const { locale } = c.req.valid('query');
    const result = await addCollection(db, { userId, id: c.req.valid('param').id, now, locale });
    return c.json(result, result.newSet ? 201 : 200);
  },
);
