import { createRoute } from '@hono/zod-openapi';
import {
  dictionaryEntryParamsSchema,
  dictionaryEntrySchema,
  dictionarySearchQuerySchema,
  dictionarySearchResponseSchema,
} from '~/core/dictionary/dictionary-search';
import { speechQuerySchema } from '~/core/dictionary/speech-query';
import {
  createValidatedRouter,
  errorResponse,
  jsonContent,
  sessionSecurity,
} from '~/server/http/openapi-kit';
import { requireSignedIn } from '~/server/http/require-signed-in';
import { findLearnerProfile } from '~/server/profile/learner-profile-row';
import { getDictionaryEntry } from './get-dictionary-entry';
import { findWordRow } from './get-global-word';
import { searchDictionary } from './search-dictionary';
import { getSpokenWord } from './speech/get-spoken-word';
import { speechContent, speechResponse, speechTooLong, speechUnavailable } from './speech/speech-response';

// /api/dictionary: the shared dictionary, for any signed-in learner. Registered with use() as its
// own statement (as the admin router does) so AppType keeps the routes.
const dictionaryErrors = {
  400: errorResponse('Invalid query'),
  401: errorResponse('User not authenticated: no valid session, unverified, or the account is disabled'),
} as const;
const dictionarySecurity = sessionSecurity;

const router = createValidatedRouter();
router.use('*', requireSignedIn);

export const dictionaryRoutes = router
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'searchDictionary',
      tags: ['Dictionary'],
      security: dictionarySecurity,
      summary:
        "Search one language of the dictionary: exact, form, translation in the learner's language, prefix, substring",
      request: { query: dictionarySearchQuerySchema },
      responses: {
        200: jsonContent(
          dictionarySearchResponseSchema,
          'Exact, form, translation, prefix, then substring matches',
        ),
        ...dictionaryErrors,
      },
    }),
    async (c) => {
      const db = c.var.deps.database.db;
      // Meanings and native-language queries are in the learner's own language (English until they say).
      const profile = await findLearnerProfile(db, c.var.user!.id);
      const nativeLanguage = profile?.nativeLanguageCode ?? 'en';
      return c.json(await searchDictionary(db, c.req.valid('query'), nativeLanguage), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}',
      operationId: 'getDictionaryEntry',
      tags: ['Dictionary'],
      security: dictionarySecurity,
      summary: 'One dictionary entry',
      request: { params: dictionaryEntryParamsSchema },
      responses: {
        200: jsonContent(dictionaryEntrySchema, 'The entry'),
        ...dictionaryErrors,
        404: errorResponse('No entry with this id'),
      },
    }),
    async (c) => c.json(await getDictionaryEntry(c.var.deps.database.db, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}/audio',
      operationId: 'getDictionaryEntryAudio',
      tags: ['Dictionary'],
      security: dictionarySecurity,
      summary: 'The entry spoken: synthesised speech (eSpeak NG), made on first request and kept',
      request: { params: dictionaryEntryParamsSchema, query: speechQuerySchema },
      responses: {
        200: speechContent,
        ...dictionaryErrors,
        404: errorResponse('No entry with this id, or NO_VOICE: no voice for its language'),
        422: speechTooLong,
        503: speechUnavailable,
      },
    }),
    async (c) => {
      const db = c.var.deps.database.db;
      const entry = await findWordRow(db, c.req.valid('param').id);
      const spoken = { language: entry.languageCode, text: entry.value };
      const wav = await getSpokenWord(db, { ...spoken, now: c.var.now, speechQueue: c.var.deps.speechQueue });
      return speechResponse(c, wav, spoken);
    },
  );
