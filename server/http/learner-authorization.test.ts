import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyStudySetDetail } from '~/core/sets/study-set';
import type { MyStory } from '~/core/stories/my-story';
import { story, studySet, user, userWord } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { addDictionaryWord, call, insertDictionaryWords } from '~/server/test/learner-fixtures';
import { createTestApp, routesUnder, TEST_ORIGIN, type TestApp } from '~/server/test/test-app';

// Generated from the app's own route table, as the admin matrix is: a learner route added later is
// covered without anyone listing it here.
const learnerRoutesOf = (t: TestApp) => routesUnder(t, '/api/me');

const bodyFor = (method: string, path: string): unknown => {
  if (method === 'GET') return undefined;
  if (path.endsWith('/words/:id')) return { tags: ['stolen'] };
  if (path.endsWith('/study-sets/:id')) return { name: 'Stolen' };
  if (path.endsWith('/words/bulk-remove')) return { wordIds: [crypto.randomUUID()] };
  return {};
};

describe.each(testDbKinds)('learner authorisation matrix (%s)', (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['createVerifiedUser']>>;
  let other: Awaited<ReturnType<TestApp['createVerifiedUser']>>;
  let disabled: Awaited<ReturnType<TestApp['createVerifiedUser']>>;
  let ownerWordId: string;
  let ownerSetId: string;
  let ownerStoryId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.createVerifiedUser('owner@example.com');
    other = await t.createVerifiedUser('other@example.com');
    disabled = await t.createVerifiedUser('disabled@example.com');
    await t.database.db.update(user).set({ banned: true }).where(eq(user.id, disabled.userId));
    const entries = await insertDictionaryWords(t, 3);
    const ownerWordIds = [];
    for (const entry of entries) ownerWordIds.push((await addDictionaryWord(t, owner.token, entry.id)).id);
    ownerWordId = ownerWordIds[0]!;
    const set = await call<MyStudySetDetail>(t, owner.token, '/api/me/study-sets', {
      method: 'POST',
      json: { name: 'Mine' },
    });
    ownerSetId = set.body.id;
    await call(t, owner.token, `/api/me/study-sets/${ownerSetId}/words/${ownerWordId}`, { method: 'PUT' });
    const written = await call<MyStory>(t, owner.token, '/api/me/stories', {
      method: 'POST',
      json: { wordIds: ownerWordIds },
    });
    ownerStoryId = written.body.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds every learner route of the issue in the route table', () => {
    const routes = learnerRoutesOf(t).map((route) => `${route.method} ${route.path}`);
    expect(routes.sort()).toEqual(
      [
        'GET /api/me/profile',
        'PUT /api/me/profile',
        'PUT /api/me/platforms/:platform',
        'DELETE /api/me/platforms/:platform',
        'GET /api/me/words',
        'POST /api/me/words',
        'POST /api/me/words/bulk-remove',
        'GET /api/me/words/:id',
        'PATCH /api/me/words/:id',
        'DELETE /api/me/words/:id',
        'GET /api/me/study-sets',
        'POST /api/me/study-sets',
        'GET /api/me/study-sets/:id',
        'PATCH /api/me/study-sets/:id',
        'DELETE /api/me/study-sets/:id',
        'PUT /api/me/study-sets/:id/words/:wordId',
        'DELETE /api/me/study-sets/:id/words/:wordId',
        'GET /api/me/stories',
        'POST /api/me/stories',
        'GET /api/me/stories/:id',
        'DELETE /api/me/stories/:id',
        'GET /api/me/limits',
        'GET /api/me/export',
        'DELETE /api/me',
        'GET /api/me/settings',
        'PUT /api/me/settings',
        'POST /api/me/sessions',
        'POST /api/me/reviews',
        'GET /api/me/reviews.csv',
        'GET /api/me/progress',
        'GET /api/me/analytics',
        'GET /api/me/achievements',
        'GET /api/me/words/:id/reviews',
        'GET /api/me/words/:id/audio',
        'POST /api/me/imports',
        'POST /api/me/imports/preview',
        'GET /api/me/imports',
        'GET /api/me/imports/:id',
        'GET /api/me/export.apkg',
        'GET /api/me/export.csv',
        'POST /api/me/settings/optimize',
        'POST /api/me/collections/:id',
      ].sort(),
    );
  });

  it('documents every learner route with an operationId, a tag and bearer-or-cookie security', async () => {
    const document = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { operationId?: string; tags?: string[]; security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/me'))
      .flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, ...op })));
    expect(operations).toHaveLength(learnerRoutesOf(t).length);
    for (const op of operations) {
      expect(op.operationId, `${op.method} ${op.path}`).toMatch(/^[a-z][a-zA-Z]+$/);
      expect(op.tags?.[0]).toMatch(/^Learner: /);
      expect(op.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
    }
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
    expect(document.components.securitySchemes).toHaveProperty('cookieAuth');
  });

  it('answers 401 without credentials or to a disabled learner, 403 to an unverified one', async () => {
    const unverified = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'unverified@example.com', password: 'secret123', name: '' },
    });
    // Sign-up of an unverified user gives no token; a session made directly stands in for one.
    expect(unverified.ok).toBe(true);
    const [row] = await t.database.db.select().from(user).where(eq(user.email, 'unverified@example.com'));
    const ctx = await t.auth.$context;
    const unverifiedSession = await ctx.internalAdapter.createSession(row!.id);
    const failures: string[] = [];
    for (const route of learnerRoutesOf(t)) {
      const path = route.path
        .replace(':platform', 'ios')
        .replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
      const json = bodyFor(route.method, route.path);
      const label = `${route.method} ${route.path}`;
      const anonymous = await t.request(path, { method: route.method, json });
      if (anonymous.status !== 401) failures.push(`${label}: anonymous got ${anonymous.status}`);
      const body = (await anonymous.json()) as { code: string };
      if (body.code !== 'UNAUTHENTICATED') failures.push(`${label}: anonymous body ${JSON.stringify(body)}`);
      const banned = await t.request(path, { method: route.method, json, token: disabled.token });
      if (banned.status !== 401) failures.push(`${label}: disabled got ${banned.status}`);
      const notVerified = await t.request(path, {
        method: route.method,
        json,
        token: unverifiedSession.token,
      });
      if (notVerified.status !== 403) failures.push(`${label}: unverified got ${notVerified.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 404 to another learner for every route that names an id, and changes nothing', async () => {
    const [wordBefore] = await t.database.db.select().from(userWord).where(eq(userWord.id, ownerWordId));
    const [setBefore] = await t.database.db.select().from(studySet).where(eq(studySet.id, ownerSetId));
    const [storyBefore] = await t.database.db.select().from(story).where(eq(story.id, ownerStoryId));
    const failures: string[] = [];
    // A collection's id names shared content, not a learner's own data: it is not in this matrix.
    const withIds = learnerRoutesOf(t).filter(
      (route) => route.path.includes(':id') && !route.path.startsWith('/api/me/collections/'),
    );
    expect(withIds.length).toBe(13);
    const ownerIdUnder = (path: string) =>
      path.startsWith('/api/me/study-sets')
        ? ownerSetId
        : path.startsWith('/api/me/stories')
          ? ownerStoryId
          : ownerWordId;
    for (const route of withIds) {
      const path = route.path.replace(':id', ownerIdUnder(route.path)).replace(':wordId', ownerWordId);
      const response = await t.request(path, {
        method: route.method,
        json: bodyFor(route.method, route.path),
        token: other.token,
      });
      if (response.status !== 404) failures.push(`${route.method} ${path}: got ${response.status}`);
    }
    expect(failures).toEqual([]);
    // Ids in a body: another learner's word is passed over, not removed (and not named as theirs).
    const bulk = await call<{ removedIds: string[] }>(t, other.token, '/api/me/words/bulk-remove', {
      method: 'POST',
      json: { wordIds: [ownerWordId] },
    });
    expect(bulk).toMatchObject({ status: 200, body: { removedIds: [] } });
    // Another learner's set id as a filter matches nothing of theirs, and reveals nothing.
    const filtered = await call<{ totalCount: number }>(
      t,
      other.token,
      `/api/me/words?studySetId=${ownerSetId}`,
    );
    expect(filtered.body.totalCount).toBe(0);
    expect(await t.database.db.select().from(userWord).where(eq(userWord.id, ownerWordId))).toEqual([
      wordBefore,
    ]);
    expect(await t.database.db.select().from(studySet).where(eq(studySet.id, ownerSetId))).toEqual([
      setBefore,
    ]);
    expect(storyBefore).toBeDefined();
    expect(await t.database.db.select().from(story).where(eq(story.id, ownerStoryId))).toEqual([storyBefore]);
    const owners = await call<MyStudySetDetail>(t, owner.token, `/api/me/study-sets/${ownerSetId}`);
    expect(owners.body.wordIds).toEqual([ownerWordId]);
  });

  it('refuses cookie-authenticated changes from a foreign origin, and accepts them from the app', async () => {
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'owner@example.com', password: 'secret123' },
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const put = (origin: string | null) => {
      const headers = new Headers({ cookie, 'content-type': 'application/json' });
      if (origin) headers.set('origin', origin);
      return t.app.request('/api/me/profile', {
        method: 'PUT',
        headers,
        body: JSON.stringify({ firstName: 'Eve' }),
      });
    };
    const foreign = await put('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { code: string }).code).toBe('CROSS_SITE_REQUEST');
    expect((await put(null)).status).toBe(403);
    expect((await put(TEST_ORIGIN)).status).toBe(200);
    // Reads need no origin; the apps' bearer calls need none either.
    const read = await t.app.request('/api/me/profile', { headers: { cookie } });
    expect(read.status).toBe(200);
    const bearer = await t.app.request('/api/me/profile', {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ada' }),
    });
    expect(bearer.status).toBe(200);
  });
});
