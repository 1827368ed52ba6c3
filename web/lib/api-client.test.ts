import { describe, expect, it } from 'vitest';
import { apiUrl, ensureOk } from './api-client';
import { ApiRequestError } from './api-error';

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
