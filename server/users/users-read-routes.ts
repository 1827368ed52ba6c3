import { z } from '@hono/zod-openapi';
import { userProfileSchema } from '~/core/profile/user-profile';
import { userSettingsSchema } from '~/core/profile/user-settings';
import { adminUserSchema, userClaimsSchema } from '~/core/users/admin-user';
import { listUsersQuerySchema, listUsersResponseSchema } from '~/core/users/list-users';
import { storySchema, studySetSchema, userWordSchema } from '~/core/users/user-content';
import { userFullDetailsSchema } from '~/core/users/user-full-details';
import { userMailListSchema } from '~/core/users/user-mail';
import { adminRoute } from '~/server/http/admin-responses';
import { createAdminRouter } from '~/server/http/admin-router';
import { jsonContent } from '~/server/http/openapi-kit';
import { getUser } from './get-user';
import { getUserFullDetails } from './get-user-full-details';
import { getUserSection, type UserSection } from './get-user-section';
import { listUsers } from './list-users';
import { mailDeliveryOf } from './read-user-mail';

export const userIdParams = z.object({ id: z.string().min(1).max(200) });

const route = adminRoute('Users');

const read = <P extends string, S extends z.ZodType>(
  operationId: string,
  path: P,
  summary: string,
  schema: S,
) =>
  route({
    operationId,
    method: 'get',
    path,
    summary,
    request: { params: userIdParams },
    responses: { 200: jsonContent(schema, summary) },
  });

// The detail page's sections, each read the same way: GET /users/{id}/<section>.
const sections: { section: UserSection; operationId: string; summary: string; schema: z.ZodType }[] = [
  {
    section: 'user-settings',
    operationId: 'getUserSettings',
    summary: 'Settings: platforms, constraints, collections, attempts (null without a profile)',
    schema: userSettingsSchema.nullable(),
  },
  {
    section: 'profile',
    operationId: 'getUserProfile',
    summary: 'The learner profile (null when none was created)',
    schema: userProfileSchema.nullable(),
  },
  {
    section: 'words',
    operationId: 'listUserWords',
    summary: "The learner's words, newest first",
    schema: z.array(userWordSchema),
  },
  {
    section: 'study-sets',
    operationId: 'listUserStudySets',
    summary: "The learner's study sets with their items",
    schema: z.array(studySetSchema),
  },
  {
    section: 'stories',
    operationId: 'listUserStories',
    summary: "The learner's stories, newest first",
    schema: z.array(storySchema),
  },
  {
    section: 'mail',
    operationId: 'listUserMail',
    summary:
      "The latest mails to the user's address, newest first: kind, subject, delivery status (never the text or link), and whether this server sends mail at all (delivery: `none` when no mail server is configured)",
    schema: userMailListSchema,
  },
];

// Reads of the users list and of the user detail page.
const router = createAdminRouter()
  .openapi(
    route({
      operationId: 'listUsers',
      method: 'get',
      path: '/',
      summary: 'List users: one page, with search and filters',
      request: { query: listUsersQuerySchema },
      responses: { 200: jsonContent(listUsersResponseSchema, 'A page of users') },
    }),
    async (c) => c.json(await listUsers(c.var.db, c.req.valid('query'), c.var.now), 200),
  )
  .openapi(read('getUser', '/{id}', 'The admin user record', adminUserSchema), async (c) =>
    c.json(await getUser(c.var.db, c.req.valid('param').id, c.var.now), 200),
  )
  .openapi(
    read(
      'getUserFullDetails',
      '/{id}/full-details',
      'Everything the detail page shows, in one load',
      userFullDetailsSchema,
    ),
    async (c) =>
      c.json(
        await getUserFullDetails(
          c.var.db,
          c.req.valid('param').id,
          c.var.now,
          mailDeliveryOf(c.var.deps.mailer),
        ),
        200,
      ),
  )
  .openapi(
    read('getUserClaims', '/{id}/claims', 'The isAdminUser and isPremium claims', userClaimsSchema),
    async (c) => c.json((await getUser(c.var.db, c.req.valid('param').id, c.var.now)).customClaims, 200),
  );

for (const { section, operationId, summary, schema } of sections) {
  router.openapi(read(operationId, `/{id}/${section}`, summary, schema), async (c) =>
    c.json(
      await getUserSection(c.var.db, c.req.valid('param').id, section, mailDeliveryOf(c.var.deps.mailer)),
      200,
    ),
  );
}

export const usersReadRoutes = router;
