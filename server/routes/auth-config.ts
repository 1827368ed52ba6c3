import { Hono } from 'hono';
import type { AuthConfig } from '~/core/sign-in-providers';
import { enabledProviders } from '../auth';
import type { AppEnv } from '../context';

// Which sign-in providers this deployment has configured, so the buttons can say so up front.
export const authConfigRoutes = new Hono<AppEnv>().get('/', (c) =>
  c.json({ providers: enabledProviders(c.var.deps.env) } satisfies AuthConfig),
);
