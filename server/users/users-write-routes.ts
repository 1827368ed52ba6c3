import { z } from '@hono/zod-openapi';
import {
  collectionsMetadataBodySchema,
  type UserSettingKey,
  userConstraintsSchema,
  userSettingBodySchemas,
  userSettingKeys,
  userSettingsSchema,
} from '~/core/profile/user-settings';
import { adminUserSchema } from '~/core/users/admin-user';
import { okResponseSchema, updateClaimsBodySchema } from '~/core/users/user-mutations';
import { adminRoute, conflictError } from '~/server/http/admin-responses';
import { createAdminRouter, validationMessage } from '~/server/http/admin-router';
import { AppError } from '~/server/http/errors';
import { errorResponse, jsonBody, jsonContent } from '~/server/http/openapi-kit';
import { deleteUser } from './delete-user';
import { resetUserPassword } from './reset-password';
import { setUserDisabled } from './set-user-disabled';
import { updateClaims } from './update-claims';
import { type UserSettingInput, updateUserSetting } from './update-user-setting';
import { userIdParams } from './users-read-routes';

const route = adminRoute('Users');

const settingKeyParams = userIdParams.extend({
  key: z.enum(userSettingKeys).meta({ description: `One of: ${userSettingKeys.join(', ')}` }),
});

function settingOf(key: UserSettingKey, body: unknown): UserSettingInput {
  const parsed = userSettingBodySchemas[key].safeParse(body);
  if (!parsed.success) throw new AppError('VALIDATION_ERROR', validationMessage(parsed.error.issues), 400);
  return { key, value: parsed.data } as UserSettingInput;
}

// Changes to one user. Each route calls one service; each service writes its audit row.
export const usersWriteRoutes = createAdminRouter()
  .openapi(
    route({
      operationId: 'updateUserClaims',
      method: 'put',
      path: '/{id}',
      summary: 'Set the isAdminUser and isPremium claims',
      description:
        "isPremium sets the administrator's grant. Premium a purchase gives is not changed by it: the answer's customClaims.isPremium is premium now, and premium says which source gives it. Refused (409) for your own admin claim and for the last active administrator.",
      request: { params: userIdParams, body: jsonBody(updateClaimsBodySchema) },
      responses: { 200: jsonContent(adminUserSchema, 'The user after the change'), ...conflictError },
    }),
    async (c) =>
      c.json(
        await updateClaims(c.var.db, {
          id: c.req.valid('param').id,
          claims: c.req.valid('json').claims,
          actor: c.var.actor,
          now: c.var.now,
        }),
        200,
      ),
  )
  .openapi(
    route({
      operationId: 'updateUserConstraints',
      method: 'put',
      path: '/{id}/constraints',
      summary: 'Replace the regular and premium limits',
      request: { params: userIdParams, body: jsonBody(userConstraintsSchema) },
      responses: { 200: jsonContent(userSettingsSchema, 'The settings after the change') },
    }),
    async (c) =>
      c.json(
        await updateUserSetting(c.var.db, {
          userId: c.req.valid('param').id,
          actor: c.var.actor,
          now: c.var.now,
          setting: { key: 'constraints', value: c.req.valid('json') },
        }),
        200,
      ),
  )
  .openapi(
    route({
      operationId: 'updateUserCollectionMetadata',
      method: 'put',
      path: '/{id}/collection-metadata',
      summary: 'Replace the collection metadata',
      request: { params: userIdParams, body: jsonBody(collectionsMetadataBodySchema) },
      responses: { 200: jsonContent(userSettingsSchema, 'The settings after the change') },
    }),
    async (c) =>
      c.json(
        await updateUserSetting(c.var.db, {
          userId: c.req.valid('param').id,
          actor: c.var.actor,
          now: c.var.now,
          setting: { key: 'collectionsMetadata', value: c.req.valid('json') },
        }),
        200,
      ),
  )
  .openapi(
    route({
      operationId: 'replaceUserSetting',
      method: 'post',
      path: '/{id}/user-settings/{key}',
      summary: 'Replace one settings section (documented keys only)',
      description:
        'Keys: constraints ({ regularUser, premiumUser }), collectionsMetadata ({ collectionsMetadata }), platforms ({ ios, android, web } each { fcmToken } or null), invalidWordAttempts ({ invalidWordAttempts: map of key to count }). Any other key: 400.',
      request: {
        params: settingKeyParams,
        body: jsonBody(
          z.union([
            userConstraintsSchema,
            collectionsMetadataBodySchema,
            userSettingBodySchemas.platforms,
            userSettingBodySchemas.invalidWordAttempts,
          ]),
        ),
      },
      responses: { 200: jsonContent(userSettingsSchema, 'The settings after the change') },
    }),
    async (c) => {
      const { id, key } = c.req.valid('param');
      const setting = settingOf(key, c.req.valid('json'));
      return c.json(
        await updateUserSetting(c.var.db, { userId: id, actor: c.var.actor, setting, now: c.var.now }),
        200,
      );
    },
  )
  .openapi(
    route({
      operationId: 'disableUser',
      method: 'post',
      path: '/{id}/disable',
      summary: 'Disable the user and revoke every session (not yourself: 409)',
      request: { params: userIdParams },
      responses: { 200: jsonContent(adminUserSchema, 'The user after the change'), ...conflictError },
    }),
    async (c) =>
      c.json(
        await setUserDisabled(c.var.db, {
          id: c.req.valid('param').id,
          disabled: true,
          actor: c.var.actor,
          now: c.var.now,
        }),
        200,
      ),
  )
  .openapi(
    route({
      operationId: 'enableUser',
      method: 'post',
      path: '/{id}/enable',
      summary: 'Enable a disabled user',
      request: { params: userIdParams },
      responses: { 200: jsonContent(adminUserSchema, 'The user after the change') },
    }),
    async (c) =>
      c.json(
        await setUserDisabled(c.var.db, {
          id: c.req.valid('param').id,
          disabled: false,
          actor: c.var.actor,
          now: c.var.now,
        }),
        200,
      ),
  )
  .openapi(
    route({
      operationId: 'resetUserPassword',
      method: 'post',
      path: '/{id}/reset-password',
      summary: 'Email the user a password-reset link (not yourself, not a disabled account: 409)',
      description:
        'Ends their sessions and retires their password once the email is queued. When it is not, nothing changes: 429 or 503 RESET_MAIL_NOT_SENT.',
      request: { params: userIdParams },
      responses: {
        200: jsonContent(okResponseSchema, 'The email is on its way'),
        409: errorResponse('CANNOT_RESET_OWN_PASSWORD, or USER_DISABLED: enable the account first'),
        429: errorResponse(
          'RESET_MAIL_NOT_SENT: the address has had five reset emails this hour; nothing was changed',
        ),
        503: errorResponse('RESET_MAIL_NOT_SENT: the email could not be queued; nothing was changed'),
      },
    }),
    async (c) =>
      c.json(
        await resetUserPassword(c.var.db, c.var.deps.auth, {
          id: c.req.valid('param').id,
          actor: c.var.actor,
        }),
        200,
      ),
  )
  .openapi(
    route({
      operationId: 'deleteUser',
      method: 'delete',
      path: '/{id}',
      summary: 'Delete the user and all their data (not yourself, not the last administrator: 409)',
      request: { params: userIdParams },
      responses: { 204: { description: 'Deleted' }, ...conflictError },
    }),
    async (c) => {
      await deleteUser(c.var.db, { id: c.req.valid('param').id, actor: c.var.actor, now: c.var.now });
      return c.body(null, 204);
    },
  );
