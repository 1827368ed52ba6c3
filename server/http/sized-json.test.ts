import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { sizedJson } from './sized-json';

const gzip = { 'accept-encoding': 'gzip, deflate' };

describe('JSON answers and compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends a small JSON answer as it is, with its length', async () => {
    const response = await t.request('/api/health', { headers: gzip });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(JSON.parse(body.toString('utf8'))).toMatchObject({ status: 'ok' });
  });

  it('keeps the status of a small error answer', async () => {
    const response = await t.request('/api/nope', { headers: gzip });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('still compresses a large JSON answer for a client that takes gzip', async () => {
    const response = await t.request('/api/openapi.json', { headers: gzip });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-length')).toBeNull();
    const document = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8'));
    expect(document.openapi).toMatch(/^3\./);
  });

  it("keeps a handler's own status and headers, and sizes text that is not plain ASCII", async () => {
    const app = new Hono();
    app.use(compress());
    app.use(sizedJson());
    app.get('/', (c) => c.json({ word: 'école, שלום' }, 201, { 'Cache-Control': 'no-store' }));
    const response = await app.request('/', { headers: gzip });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('application/json');
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(JSON.parse(body.toString('utf8'))).toEqual({ word: 'école, שלום' });
  });
});
