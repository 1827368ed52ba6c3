import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiClient, apiUrl, ensureOk } from './api-client';
import { ApiRequestError, NETWORK_FAILURE, NetworkFailure } from './api-error';

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

describe('the credential of the web’s calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is the HttpOnly session cookie alone: no bearer token is sent, asked for or kept where a script could read it', async () => {
    const calls: { url: string; authorization: string | null; credentials?: RequestCredentials }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({
          url,
          authorization: new Headers(init?.headers).get('Authorization'),
          credentials: init?.credentials,
        });
        return Response.json({ ok: true });
      }),
    );
    await Promise.all([apiClient.get('/me/profile', z.unknown()), apiClient.get('/me/limits', z.unknown())]);
    expect(calls).toEqual([
      { url: '/api/me/profile', authorization: null, credentials: 'same-origin' },
      { url: '/api/me/limits', authorization: null, credentials: 'same-origin' },
    ]);
  });

  it('shows the server’s "User not authenticated" when there is no session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ message: 'User not authenticated', code: 'UNAUTHENTICATED' }, { status: 401 }),
      ),
    );
    await expect(apiClient.get('/me/profile', z.unknown())).rejects.toMatchObject({
      message: 'User not authenticated',
      status: 401,
    });
  });
});

describe('a call that gets no answer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fails as a NetworkFailure, which says what happened and is still the TypeError fetch threw', async () => {
    const cause = new TypeError('Failed to fetch');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw cause;
      }),
    );
    const error = await apiClient.get('/me/profile', z.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkFailure);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).toMatchObject({
      code: NETWORK_FAILURE,
      message: 'Could not reach the server. Check your connection and try again.',
      cause,
    });
  });

  it('an abort stays an abort', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw abort;
      }),
    );
    await expect(apiClient.get('/me/profile', z.unknown())).rejects.toBe(abort);
  });
});
