import {
  myProfileSchema,
  platformParamsSchema,
  platformTokenBodySchema,
  updateProfileBodySchema,
} from '~/core/profile/learner-profile';
import { jsonBody, jsonContent, learnerErrors, learnerOf, meRoute } from '~/server/http/learner-responses';
import { createValidatedRouter } from '~/server/http/openapi-kit';
import { getProfile } from './get-profile';
import { setPlatformToken } from './set-platform-token';
import { updateProfile } from './update-profile';

const profileRoute = meRoute('Learner: profile');

// The learner's profile and onboarding, and their push-notification registrations.
export const profileRoutes = createValidatedRouter()
  .openapi(
    profileRoute({
      method: 'get',
      path: '/profile',
      operationId: 'getMyProfile',
      summary: 'Your profile (empty fields until first saved)',
      responses: { 200: jsonContent(myProfileSchema, 'Your profile'), ...learnerErrors },
    }),
    async (c) => {
      const { db, userId } = learnerOf(c);
      return c.json(await getProfile(db, userId), 200);
    },
  )
  .openapi(
    profileRoute({
      method: 'put',
      path: '/profile',
      operationId: 'updateMyProfile',
      summary: 'Set names, phone, native and target language, onboarding completed',
      description:
        'Only the fields given change; null clears one. Language codes come from the one list in core.',
      request: { body: jsonBody(updateProfileBodySchema) },
      responses: {
        200: jsonContent(myProfileSchema, 'Your profile after the change'),
        ...learnerErrors,
      },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      return c.json(await updateProfile(db, { userId, changes: c.req.valid('json'), now }), 200);
    },
  )
  .openapi(
    profileRoute({
      method: 'put',
      path: '/platforms/{platform}',
      operationId: 'registerMyPushToken',
      summary: 'Register the push-notification token of one platform (ios, android, web)',
      request: { params: platformParamsSchema, body: jsonBody(platformTokenBodySchema) },
      responses: {
        200: jsonContent(myProfileSchema, 'Your profile after the change'),
        ...learnerErrors,
      },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      const { platform } = c.req.valid('param');
      return c.json(
        await setPlatformToken(db, { userId, platform, fcmToken: c.req.valid('json').fcmToken, now }),
        200,
      );
    },
  )
  .openapi(
    profileRoute({
      method: 'delete',
      path: '/platforms/{platform}',
      operationId: 'clearMyPushToken',
      summary: 'Clear the push-notification token of one platform',
      request: { params: platformParamsSchema },
      responses: {
        200: jsonContent(myProfileSchema, 'Your profile after the change'),
        ...learnerErrors,
      },
    }),
    async (c) => {
      const { db, userId, now } = learnerOf(c);
      const { platform } = c.req.valid('param');
      return c.json(await setPlatformToken(db, { userId, platform, fcmToken: null, now }), 200);
    },
  );
