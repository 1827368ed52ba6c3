import { createRoute, z } from '@hono/zod-openapi';
import { adminUserSchema, userClaimsSchema } from '~/core/admin/admin-user';
import { listUsersQuerySchema, listUsersResponseSchema } from '~/core/admin/list-users';
import { storySchema, studySetSchema, userWordSchema } from '~/core/admin/user-content';
import { userFullDetailsSchema } from '~/core/admin/user-full-details';
import { userProfileSchema } from '~/core/admin/user-profile';
import { userSettingsSchema } from '~/core/admin/user-settings';
import { getUserFullDetails } from '~/server/services/user-data/get-user-full-details';
import { getUserSection } from '~/server/services/user-data/get-user-section';
import { getUser } from '~/server/services/users/get-user';
import { listUsers } from '~/server/services/users/list-users';
import { createAdminRouter } from './admin-router';
import { adminErrors, adminSecurity, jsonContent } from './responses';

export const userIdParams = z.object({ id: z.string().min(1).max(200) });

const get = <P extends string, S extends z.ZodType>(path: P, summary: string, schema: S) =>
  createRoute({
    method: 'get',
    path,
    tags: ['Users'],
    summary,
    security: adminSecurity,
    request: { params: userIdParams },
    responses: { 200: jsonContent(schema, summary), ...adminErrors },
  });

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Users'],
  summary: 'List users: one page, with search and filters',
  security: adminSecurity,
  request: { query: listUsersQuerySchema },
  responses: { 200: jsonContent(listUsersResponseSchema, 'A page of users'), ...adminErrors },
});

// Reads of the users list and of the user detail page.
export const usersReadRoutes = createAdminRouter()
  .openapi(listRoute, async (c) => c.json(await listUsers(c.var.deps.database.db, c.req.valid('query')), 200))
  .openapi(get('/{id}', 'The admin user record', adminUserSchema), async (c) =>
    c.json(await getUser(c.var.deps.database.db, c.req.valid('param').id), 200),
  )
  .openapi(
    get('/{id}/full-details', 'Everything the detail page shows, in one load', userFullDetailsSchema),
    async (c) => c.json(await getUserFullDetails(c.var.deps.database.db, c.req.valid('param').id), 200),
  )
  .openapi(get('/{id}/claims', 'The isAdminUser and isPremium claims', userClaimsSchema), async (c) =>
    c.json((await getUser(c.var.deps.database.db, c.req.valid('param').id)).customClaims, 200),
  )
  .openapi(
    get(
      '/{id}/user-settings',
      'Settings: platforms, constraints, collections, attempts (null without a profile)',
      userSettingsSchema.nullable(),
    ),
    async (c) =>
      c.json(await getUserSection(c.var.deps.database.db, c.req.valid('param').id, 'user-settings'), 200),
  )
  .openapi(
    get('/{id}/profile', 'The learner profile (null when none was created)', userProfileSchema.nullable()),
    async (c) =>
      c.json(await getUserSection(c.var.deps.database.db, c.req.valid('param').id, 'profile'), 200),
  )
  .openapi(get('/{id}/words', "The learner's words, newest first", z.array(userWordSchema)), async (c) =>
    c.json(await getUserSection(c.var.deps.database.db, c.req.valid('param').id, 'words'), 200),
  )
  .openapi(
    get('/{id}/study-sets', "The learner's study sets with their items", z.array(studySetSchema)),
    async (c) =>
      c.json(await getUserSection(c.var.deps.database.db, c.req.valid('param').id, 'study-sets'), 200),
  )
  .openapi(get('/{id}/stories', "The learner's stories, newest first", z.array(storySchema)), async (c) =>
    c.json(await getUserSection(c.var.deps.database.db, c.req.valid('param').id, 'stories'), 200),
  );
