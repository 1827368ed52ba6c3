import { eq } from 'drizzle-orm';
import type { MyWord } from '~/core/words/my-word';
import { userProfile } from '~/server/db/schema';
import { insertWord } from './admin-fixtures';
import type { TestApp } from './test-app';

// Learner API test helpers: a few dictionary words, and calls that expect success.

export const FIXED_NOW = new Date('2026-11-23T09:30:00.000Z');

/** `count` English dictionary words named <prefix>-00, <prefix>-01, ... */
export async function insertDictionaryWords(t: TestApp, count: number, prefix = 'lexeme') {
  const rows = [];
  for (let i = 0; i < count; i++) {
    rows.push(await insertWord(t.database.db, { value: `${prefix}-${String(i).padStart(2, '0')}` }));
  }
  return rows;
}

export async function call<T>(
  t: TestApp,
  token: string,
  path: string,
  init: { method?: string; json?: unknown } = {},
) {
  const response = await t.request(path, { ...init, token });
  const body = response.status === 204 ? undefined : await response.json();
  return { status: response.status, body: body as T & { code?: string; message?: string } };
}

/** A verified learner studying Spanish from English. */
export async function createSpanishLearner(t: TestApp, email: string) {
  const learner = await t.createVerifiedUser(email);
  const profile = await call(t, learner.token, '/api/me/profile', {
    method: 'PUT',
    json: { targetLanguageCode: 'es', nativeLanguageCode: 'en' },
  });
  if (profile.status !== 200) throw new Error(`profile not saved: ${profile.status}`);
  return learner;
}

export async function addDictionaryWord(t: TestApp, token: string, globalWordId: string) {
  const added = await call<MyWord>(t, token, '/api/me/words', { method: 'POST', json: { globalWordId } });
  if (added.status !== 201) throw new Error(`add failed: ${added.status} ${JSON.stringify(added.body)}`);
  return added.body;
}

export async function profileRowOf(t: TestApp, userId: string) {
  const [row] = await t.database.db.select().from(userProfile).where(eq(userProfile.userId, userId));
  return row;
}

/** The profile's collectionsMetadata as { collection: totalItems }. */
export async function metadataTotals(t: TestApp, userId: string) {
  const row = await profileRowOf(t, userId);
  return Object.fromEntries(
    (row?.collectionsMetadata ?? []).map((entry) => [entry.collectionName, entry.totalItems]),
  );
}
