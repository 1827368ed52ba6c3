import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { leadingColumns, unboundedReads } from '~/server/test/generic-plan';
import {
  answer,
  flashcard,
  insertSpanishNouns,
  learnerWithWords,
  startSession,
} from '~/server/test/study-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// Every statement a learner's requests send, planned as on a large database: each read must reach its
// rows through an index bounded on the index's first column, so no request's cost grows with other
// learners' rows. The statements are caught at the driver while a learner signs up, adds words,
// studies, makes a study set, tags and filters words, reads every page of the learner's API (GET
// /api/me/..., from the API document, so routes added later are covered), then removes what it made.
// PostgreSQL only: node-postgres is where they are caught.

type Sent = { sql: string; parameterCount: number };

/** Catches what every node-postgres client sends until the returned function is called. */
function catchStatements(into: Map<string, Sent>) {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [string | { text?: string; values?: unknown[] }, unknown];
    const text = typeof first === 'string' ? first : first?.text;
    const values = typeof first === 'string' ? second : (first?.values ?? second);
    if (text && /^\s*(select|with|insert|update|delete)\b/i.test(text))
      into.set(text, { sql: text, parameterCount: Array.isArray(values) ? values.length : 0 });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  return () => {
    pg.Client.prototype.query = original;
  };
}

describe.skipIf(!testDbKinds.includes('postgres'))("a learner's statements (postgres)", () => {
  let t: TestApp;
  const sent = new Map<string, Sent>();
  // Each request of the journey (a page of the learner's API read, or a change), with its answer's status.
  const pages = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp('postgres');
    const nouns = await insertSpanishNouns(t);
    const release = catchStatements(sent);
    try {
      const learner = await learnerWithWords(
        t,
        'statements@example.com',
        nouns.slice(0, 3).map((noun) => noun.id),
      );
      const session = await startSession(t, learner.token, { method: 'flashcards', scope: 'due' });
      for (const card of learner.words)
        await answer(t, learner.token, { ...flashcard(card.id, 3), sessionId: session.body.id });
      // Premium (granted), so the premium-only pages answer too.
      await t.database.db.update(user).set({ premiumGranted: true }).where(eq(user.id, learner.userId));
      const document = (await (await t.request('/api/openapi.json')).json()) as {
        paths: Record<string, { get?: { parameters?: { in: string; required?: boolean }[] } }>;
      };
      const [first, second, third] = learner.words.map((word) => word.id) as [string, string, string];
      const send = async (method: string, url: string, json?: unknown) => {
        const response = await t.request(`/api${url}`, { method, json, token: learner.token });
        pages.set(`${method} ${url}`, response.status);
        return response;
      };
      const set = (await (await send('POST', '/me/study-sets', { name: 'Plans' })).json()) as { id: string };
      for (const id of [first, second]) await send('PUT', `/me/study-sets/${set.id}/words/${id}`);
      await send('PATCH', `/me/study-sets/${set.id}`, { name: 'Plans, renamed' });
      await send('PATCH', `/me/words/${first}`, { addTags: ['plans'] });
      await send('PUT', '/me/settings', { newCardsPerDay: 15 });
      for (const query of ['tag=plans', 'status=learning', `studySetId=${set.id}`, 'q=ca'])
        await send('GET', `/me/words?${query}`);
      const ids: Record<string, string> = { '/me/words/{id}': first, '/me/study-sets/{id}': set.id };
      for (const [path, item] of Object.entries(document.paths)) {
        if (!path.startsWith('/me') || !item.get) continue;
        if (item.get.parameters?.some((p) => p.in === 'query' && p.required)) continue;
        const url = path.includes('{') ? (ids[path] ? path.replace(/\{[^}]+\}/, ids[path]!) : null) : path;
        if (url) await send('GET', url);
      }
      await send('DELETE', `/me/study-sets/${set.id}/words/${second}`);
      await send('DELETE', `/me/study-sets/${set.id}`);
      await send('POST', '/me/words/bulk-remove', { wordIds: [second] });
      await send('DELETE', `/me/words/${third}`);
    } finally {
      release();
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('come from every page of the learner API and the changes, each answered', () => {
    expect(pages.size).toBeGreaterThanOrEqual(25);
    expect([...pages].filter(([, status]) => status < 200 || status > 299)).toEqual([]);
  });

  it('read every table through an index bounded on its first column', async () => {
    expect(sent.size).toBeGreaterThan(30);
    const db = t.database.db;
    const leading = await leadingColumns(db);
    const unbounded: { sql: string; scan: unknown }[] = [];
    let index = 0;
    for (const statement of sent.values()) {
      const reads = await unboundedReads(db, { name: `learner_${index++}`, ...statement }, leading);
      for (const scan of reads) unbounded.push({ sql: statement.sql.slice(0, 160), scan });
    }
    expect(unbounded).toEqual([]);
  }, 120_000);
});
