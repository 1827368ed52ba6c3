import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { expectedVersion, type IfMatchEnv, ifMatchVersion } from './if-match-version';

const app = new Hono<IfMatchEnv>()
  .use(ifMatchVersion)
  .get('/', (c) => c.json({ version: c.var.ifMatchVersion ?? null }));

const read = async (ifMatch?: string) =>
  (await (await app.request('/', { headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } })).json())
    .version;

describe('If-Match', () => {
  it('reads "3", W/"3" and 3, and nothing else', async () => {
    expect(await read('"3"')).toBe(3);
    expect(await read('W/"12"')).toBe(12);
    expect(await read(' 7 ')).toBe(7);
    expect(await read('*')).toBeNull();
    expect(await read('"3", "4"')).toBeNull();
    expect(await read('-1')).toBeNull();
    expect(await read()).toBeNull();
  });

  it("prefers the body's version, falls back to If-Match, and answers 428 without either", () => {
    expect(expectedVersion(2, 5)).toBe(2);
    expect(expectedVersion(0, 5)).toBe(0);
    expect(expectedVersion(undefined, 5)).toBe(5);
    expect(() => expectedVersion(undefined, undefined)).toThrow(AppError);
    try {
      expectedVersion(undefined, undefined);
    } catch (error) {
      expect((error as AppError).status).toBe(428);
      expect((error as AppError).code).toBe('VERSION_REQUIRED');
    }
  });
});
