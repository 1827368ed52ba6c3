import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActors } from '~/server/test/admin-fixtures';
import { adminRoutesOf } from '~/server/test/admin-routes';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// The matrix is generated from the app's own route table, so a route added later is covered
// without anyone remembering to list it here.
function adminCallsOf(t: TestApp) {
  return adminRoutesOf(t).map((route) => ({
    method: route.method,
    // Unknown ids: the administrator's call must pass the guard but must not change real data.
    path: route.path
      .replace(':index', '0')
      .replace(':key', 'constraints')
      .replace(/:[a-zA-Z]+/g, 'no-such-id'),
  }));
}

describe.each(testDbKinds)('admin authorisation matrix (%s)', (kind) => {
  let t: TestApp;
  let actors: Awaited<ReturnType<typeof adminActors>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    actors = await adminActors(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds every admin route of the spec in the route table', () => {
    const routes = adminCallsOf(t);
    expect(routes.length).toBeGreaterThanOrEqual(35);
    expect(routes).toContainEqual({ method: 'GET', path: '/api/admin/users' });
    expect(routes).toContainEqual({
      method: 'PATCH',
      path: '/api/admin/words/no-such-id/definitions/0/examples',
    });
  });

  it('answers 401 without credentials, 403 to a learner, 401 to a disabled admin, and lets an admin in', async () => {
    const failures: string[] = [];
    for (const route of adminCallsOf(t)) {
      const call = (token?: string) =>
        t.request(route.path, {
          method: route.method,
          token,
          json: ['GET', 'DELETE'].includes(route.method) ? undefined : {},
        });
      const anonymous = await call();
      const learner = await call(actors.learner.token);
      const disabled = await call(actors.disabledAdmin.token);
      const admin = await call(actors.admin.token);
      const label = `${route.method} ${route.path}`;
      if (anonymous.status !== 401) failures.push(`${label}: anonymous got ${anonymous.status}`);
      if (learner.status !== 403) failures.push(`${label}: learner got ${learner.status}`);
      if (disabled.status !== 401) failures.push(`${label}: disabled admin got ${disabled.status}`);
      if ([401, 403].includes(admin.status) || admin.status >= 500)
        failures.push(`${label}: admin got ${admin.status}`);
      const body = (await anonymous.json()) as { message: string; code: string };
      if (body.message !== 'User not authenticated' || body.code !== 'UNAUTHENTICATED')
        failures.push(`${label}: body ${JSON.stringify(body)}`);
    }
    expect(failures).toEqual([]);
  });

  it('accepts the session cookie as well as the bearer token', async () => {
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'admin@example.com', password: 'secret123' },
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const response = await t.request('/api/admin/users', { headers: { cookie } });
    expect(response.status).toBe(200);
  });
});
