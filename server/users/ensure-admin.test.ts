import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { ensureAdmin } from './ensure-admin';

describe.each(testDbKinds)('ensureAdmin, behind `npm run admin:create` (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a verified administrator who can sign in at once', async () => {
    const result = await ensureAdmin(t.auth, { email: 'Chief@Example.com', password: 'chief-secret' });
    expect(result.created).toBe(true);
    const [row] = await t.database.db.select().from(user).where(eq(user.id, result.id));
    expect(row).toMatchObject({ email: 'chief@example.com', role: 'admin', emailVerified: true });
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'chief@example.com', password: 'chief-secret' },
    });
    expect(signIn.status).toBe(200);
  });

  it('promotes an existing learner and sets the given password', async () => {
    const learner = await t.createVerifiedUser('promote.me@example.com', 'old-secret');
    const result = await ensureAdmin(t.auth, { email: 'promote.me@example.com', password: 'new-secret' });
    expect(result).toMatchObject({ id: learner.userId, created: false });
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'promote.me@example.com', password: 'new-secret' },
    });
    expect((await signIn.json()).user.role).toBe('admin');
  });

  it('refuses a bad email or a short password and creates nothing', async () => {
    await expect(ensureAdmin(t.auth, { email: 'not-an-email', password: 'secret123' })).rejects.toThrow(
      'Invalid email address',
    );
    await expect(ensureAdmin(t.auth, { email: 'short@example.com', password: '123' })).rejects.toThrow(
      /at least 6/,
    );
    const rows = await t.database.db.select().from(user).where(eq(user.email, 'short@example.com'));
    expect(rows).toHaveLength(0);
  });
});
