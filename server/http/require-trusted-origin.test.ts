import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, TEST_ORIGIN, type TestApp } from '~/server/test/test-app';

describe.each(testDbKinds)('CSRF: cookie-authenticated admin changes need a trusted Origin (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  let adminToken: string;
  let targetId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = (await t.createVerifiedUser('csrf.admin@example.com', 'secret123', 'admin')).token;
    targetId = (await t.createVerifiedUser('csrf.target@example.com')).userId;
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'csrf.admin@example.com', password: 'secret123' },
    });
    cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  });
  afterAll(async () => {
    await t.close();
  });

  const disable = (headers: Record<string, string>, body?: string) =>
    t.app.request(`/api/admin/users/${targetId}/disable`, { method: 'POST', headers, body });
  const isDisabled = async () =>
    (await t.database.db.select().from(user).where(eq(user.id, targetId)))[0]?.banned;

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['no Origin', {}],
    ['a null Origin', { origin: 'null' }],
    ['a text/plain body', { origin: TEST_ORIGIN, 'content-type': 'text/plain' }],
    ['a form body', { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }],
    ['a multipart body', { origin: TEST_ORIGIN, 'content-type': 'multipart/form-data; boundary=x' }],
  ])('refuses %s with 403 and changes nothing', async (_label, headers: Record<string, string>) => {
    const response = await disable({ cookie, ...headers }, headers['content-type'] ? 'a=1' : undefined);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message:
        'This request did not come from a trusted page of this site, so it was refused. Reload the page and try again.',
      code: 'CROSS_SITE_REQUEST',
    });
    expect(await isDisabled()).toBe(false);
  });

  it('lets the same request in from a trusted Origin, and leaves reads alone', async () => {
    const list = await t.app.request('/api/admin/users', {
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(list.status).toBe(200);
    const response = await disable({ cookie, origin: TEST_ORIGIN });
    expect(response.status).toBe(200);
    expect(await isDisabled()).toBe(true);
    const json = await t.app.request(`/api/admin/users/${targetId}/enable`, {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(200);
    expect(await isDisabled()).toBe(false);
  });

  it('lets a multipart body in from a trusted Origin only with the web client mark', async () => {
    const foreign = await disable({
      cookie,
      origin: 'https://evil.example',
      'content-type': 'multipart/form-data; boundary=x',
      'x-vocably-client': 'web',
    });
    expect(foreign.status).toBe(403);
    expect(await isDisabled()).toBe(false);
    const marked = await disable(
      {
        cookie,
        origin: TEST_ORIGIN,
        'content-type': 'multipart/form-data; boundary=x',
        'x-vocably-client': 'web',
      },
      '--x--',
    );
    expect(marked.status).toBe(200);
    expect(await isDisabled()).toBe(true);
    await t.app.request(`/api/admin/users/${targetId}/enable`, {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
  });

  it('does not affect bearer-authenticated calls (the apps send no Origin)', async () => {
    const response = await disable({ authorization: `Bearer ${adminToken}` });
    expect(response.status).toBe(200);
    expect(await isDisabled()).toBe(true);
    await t.app.request(`/api/admin/users/${targetId}/enable`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
    });
  });
});
