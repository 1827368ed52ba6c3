import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, type TestApp } from '~/server/test/test-app';

describe.each(testDbKinds)('GET /api/health (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("reports the database's state", async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: { kind, status: 'up' } });
  });

  it('answers 503 when the database is gone', async () => {
    const other = await createTestApp(kind);
    await other.close();
    const response = await other.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'error', database: { status: 'down' } });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.request('/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('lists the configured sign-in providers', async () => {
    const response = await t.request('/api/auth-config');
    expect(await response.json()).toEqual({ providers: { google: false, apple: false } });
  });
});
