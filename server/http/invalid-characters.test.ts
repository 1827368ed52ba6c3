import { eq } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyWord } from '~/core/words/my-word';
import { user, userWord } from '~/server/db/schema';
import { createLogger } from '~/server/logger';
import { testDbKinds } from '~/server/test/databases';
import { call, FIXED_NOW } from '~/server/test/learner-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// A lone UTF-16 surrogate is not text: PostgreSQL refuses it in jsonb (a 500 before) and turns it into
// U+FFFD in text columns (silently changing what was sent). Every route refuses it with 400.

const lone = 'caf\ud800e';
const invalid = { status: 400, body: { code: 'INVALID_CHARACTERS', message: expect.any(String) } };

describe.each(testDbKinds)('text that is not well-formed Unicode (%s)', (kind) => {
  let t: TestApp;
  let ada: Awaited<ReturnType<TestApp['createVerifiedUser']>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.now = () => FIXED_NOW;
    ada = await t.createVerifiedUser('ada@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const word = (overrides: Record<string, unknown>) => ({
    custom: true,
    value: 'hygge',
    languageCode: 'en',
    definitions: [{ definition: 'Cosiness' }],
    ...overrides,
  });

  it('refuses a lone surrogate in a word, a definition or a tag with 400 INVALID_CHARACTERS; nothing stored', async () => {
    for (const body of [
      word({ value: lone }),
      word({ definitions: [{ definition: lone }] }),
      word({ tags: [lone] }),
      word({ translations: { es: [lone] } }),
    ]) {
      expect(await call(t, ada.token, '/api/me/words', { method: 'POST', json: body })).toEqual(invalid);
    }
    expect(await t.database.db.select().from(userWord).where(eq(userWord.userId, ada.userId))).toEqual([]);

    const added = await call<MyWord>(t, ada.token, '/api/me/words', { method: 'POST', json: word({}) });
    expect(added.status).toBe(201);
    const tags = await call(t, ada.token, `/api/me/words/${added.body.id}`, {
      method: 'PATCH',
      json: { tags: [lone] },
    });
    expect(tags).toEqual(invalid);
  });

  it('refuses it in a key, in the profile, and in Better Auth’s own routes', async () => {
    const key = await call(t, ada.token, '/api/me/words', {
      method: 'POST',
      json: word({ translations: { [lone]: ['x'] } }),
    });
    expect(key).toEqual(invalid);
    const profile = await call(t, ada.token, '/api/me/profile', { method: 'PUT', json: { firstName: lone } });
    expect(profile).toEqual(invalid);
    const name = await call(t, ada.token, '/api/auth/update-user', { method: 'POST', json: { name: lone } });
    expect(name).toEqual(invalid);
    const [row] = await t.database.db.select().from(user).where(eq(user.id, ada.userId));
    expect(row!.name).not.toContain('\ufffd');
  });

  it('still takes well-formed text in any script, emoji included', async () => {
    const fine = await call<MyWord>(t, ada.token, '/api/me/words', {
      method: 'POST',
      json: word({ value: 'שלום 😀', definitions: [{ definition: 'こんにちは 👋' }] }),
    });
    expect(fine.status).toBe(201);
    expect(fine.body.word.value).toBe('שלום 😀');
  });
});

describe('the log', () => {
  it('keeps what says what failed and drops the query’s parameters (a learner’s data)', () => {
    const cause = Object.assign(new Error('invalid input syntax for type json'), { code: '22P02' });
    const error = new DrizzleQueryError(
      'insert into "user_word" ("value") values ($1)',
      ['ada@example.com', 'secret definition'],
      cause,
    );
    const lines: string[] = [];
    const logger = createLogger('info', false, { write: (line: string) => lines.push(line) });
    logger.error({ err: error, path: '/api/me/words' }, 'unhandled error');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/ada@example\.com|secret definition/);
    const logged = JSON.parse(lines[0]!).err;
    expect(logged).toMatchObject({ type: 'DrizzleQueryError', code: '22P02' });
    expect(logged.query).toBe('insert into "user_word" ("value") values ($1)');
    expect(JSON.stringify(logged)).toContain('invalid input syntax for type json');
  });
});
