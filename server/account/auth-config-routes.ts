import { authConfigSchema } from '~/core/account/sign-in-providers';
import { createPublicRouter, jsonContent, publicRoute } from '~/server/http/openapi-kit';
import { enabledProviders } from './auth';

// Which sign-in providers this deployment has configured, so the buttons can say so up front.
export const authConfigRoutes = createPublicRouter().openapi(
  publicRoute('System')({
    operationId: 'getAuthConfig',
    method: 'get',
    path: '/',
    summary: 'Which sign-in providers are configured',
    responses: { 200: jsonContent(authConfigSchema, 'Providers') },
  }),
  (c) => c.json({ providers: enabledProviders(c.var.deps.env) }, 200),
);
