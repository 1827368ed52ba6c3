import { myStorySchema } from '~/core/stories/my-story';
import {
  createStoryBodySchema,
  myStoryListSchema,
  storyListQuerySchema,
} from '~/core/stories/story-contract';
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
import { createValidatedRouter, errorResponse, validationMessage } from '~/server/http/openapi-kit';
import { deleteStory } from './delete-story';
import { getStory } from './get-story';
import { listStories } from './list-stories';
import { writeStory } from './write-story';

const storyRoute = meRoute('Learner: stories');

// The learner's stories: written from their own words by the AI endpoint or the offline templates.
export const storiesRoutes = createValidatedRouter()
  .openapi(
    storyRoute({
      method: 'get',
      path: '/stories',
      operationId: 'listMyStories',
      summary: 'A page of your stories, newest first, with how many you have',
      request: { query: storyListQuerySchema },
      responses: { 200: jsonContent(myStoryListSchema, 'A page of your stories'), ...learnerErrors },
    }),
    async (c) => {
      const { db, userId } = learnerOf(c);
      return c.json(await listStories(db, { userId, ...c.req.valid('query') }), 200);
    },
  )
  .openapi(
    storyRoute({
      method: 'post',
      path: '/stories',
      operationId: 'createMyStory',
      summary:
        'Write a story from 3 to 10 of your words: Very Short 50–100 words, Short 100–200, Medium 200–350, Long 350–500',
      description:
        'Written by the configured AI endpoint (generator "ai") or, when none is configured, by the offline ' +
        'template composer (generator "template", always in English). A story must use every chosen word; ' +
        'the model is called at most three times in all (drafts and retries) before the request fails. Counts ' +
        'against your stories limit from the moment it is asked for (the place is released if it fails); ' +
        'at most 3 requests a minute.',
      request: { body: jsonBody(createStoryBodySchema) },
      responses: {
        201: jsonContent(myStorySchema, 'The story as stored'),
        ...learnerErrors,
        400: errorResponse('Invalid input, or STORY_TOO_FEW_WORDS: "Stories need at least 3 words"'),
        ...limitReached,
        404: errorResponse('A chosen word is not among your words; nothing was written'),
        429: errorResponse('TOO_MANY_STORIES: more than 3 stories asked for in the last minute'),
        502: errorResponse(
          'STORY_GENERATOR_FAILED: the AI endpoint did not answer usefully; STORY_INCOMPLETE: its story left out a chosen word in every draft; STORY_WRONG_LANGUAGE: every draft was under 70% words of the target language; STORY_TOO_LONG: far past its length. Nothing was stored or counted',
        ),
      },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      // createApp always sets the generator (from env, unless a test set its own).
      const generator = c.var.deps.storyGenerator!;
      return c.json(await writeStory(db, { userId, body: c.req.valid('json'), generator, now }), 201);
    },
    // Too few words is the one refusal the apps show as it is: the spec's own sentence, without the
    // "wordIds: " a validation message starts with. Anything else is answered as every route does.
    (result, c) => {
      if (result.success) return;
      const { issues } = result.error;
      const tooFew = issues.find((issue) => issue.code === 'too_small' && issue.path[0] === 'wordIds');
      if (tooFew) return c.json({ message: tooFew.message, code: 'STORY_TOO_FEW_WORDS' }, 400);
      return c.json({ message: validationMessage(issues), code: 'VALIDATION_ERROR' }, 400);
    },
  )
  .openapi(
    storyRoute({
      method: 'get',
      path: '/stories/{id}',
      operationId: 'getMyStory',
      summary: 'One of your stories',
      request: { params: idParams },
      responses: { 200: jsonContent(myStorySchema, 'The story'), ...learnerErrors, ...notFound },
    }),
    async (c) => {
      const { db, userId } = learnerOf(c);
      return c.json(await getStory(db, { userId, id: c.req.valid('param').id }), 200);
    },
  )
  .openapi(
    storyRoute({
      method: 'delete',
      path: '/stories/{id}',
      operationId: 'deleteMyStory',
      summary: 'Delete one of your stories, freeing its place under your stories limit',
      request: { params: idParams },
      responses: { ...done, ...learnerErrors, ...notFound },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      await deleteStory(db, { userId, id: c.req.valid('param').id, now });
      return c.body(null, 204);
    },
  );
