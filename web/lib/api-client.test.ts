import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiClient, apiUrl, ensureOk } from './api-client';
import { ApiRequestError } from './api-error';
import { setAuthToken } from './auth-token';
import { getSession } from './session';

describe('apiUrl', () => {
  it('prefixes /api and leaves out empty query values', () => {
    expect(
      apiUrl('/admin/users', { search: 'ann', offset: 10, admin: undefined, premium: null, q: '' }),
    ).toBe('/api/admin/users?search=ann&offset=10');
    expect(apiUrl('/admin/stats')).toBe('/api/admin/stats');
  });
});

describe('ensureOk', () => {
  it('passes a success through', async () => {
    const response = new Response('{}', { status: 200 });
    expect(await ensureOk(response)).toBe(response);
  });

  it("throws the server's message and code", async () => {
    const response = Response.json({ message: 'User not found', code: 'USER_NOT_FOUND' }, { status: 404 });
    await expect(ensureOk(response)).rejects.toMatchObject({
      message: 'User not found',
      status: 404,
      code: 'USER_NOT_FOUND',
    });
  });

  it('says "Request failed" for JSON without a message and the status for anything else', async () => {
    await expect(ensureOk(Response.json({}, { status: 500 }))).rejects.toThrow('Request failed');
    const error = await ensureOk(new Response('<html>Bad gateway</html>', { status: 502 })).catch((e) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.message).toBe('HTTP error! status: 502');
  });
});

describe('the bearer token of a page’s first calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setAuthToken(null);
  });

  it('comes from one session request that calls made together share, and is kept', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${url} ${new Headers(init?.headers).get('Authorization') ?? ''}`.trim());
        if (url === '/api/auth/get-session') {
          return Response.json({ user: { id: 'u1', email: 'a@b.co' }, session: { token: 'session-token' } });
        }
        return Response.json({ ok: true });
      }),
    );
    setAuthToken(null);
    await Promise.all([apiClient.get('/me/profile', z.unknown()), apiClient.get('/me/limits', z.unknown())]);
    expect(calls.filter((call) => call.startsWith('/api/auth/get-session'))).toHaveLength(1);
    expect(calls).toContain('/api/me/profile Bearer session-token');
    expect(calls).toContain('/api/me/limits Bearer session-token');
    // The guard's own session check keeps the token too: later calls ask for no session.
    setAuthToken(null);
    await getSession();
    await apiClient.get('/me/progress', z.unknown());
    expect(calls.filter((call) => call.startsWith('/api/auth/get-session'))).toHaveLength(2);
    expect(calls.at(-1)).toBe('/api/me/progress Bearer session-token');
  });
});
