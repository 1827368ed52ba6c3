import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { story } from '~/server/db/schema';
import { insertWord } from '~/server/test/admin-fixtures';
import {
  type ChatCompletionsPeer,
  garbage,
  startChatCompletionsPeer,
  storyAnswer,
} from '~/server/test/chat-completions-peer';
import { testDbKinds } from '~/server/test/databases';
import { addDictionaryWord, call, FIXED_NOW } from '~/server/test/learner-fixtures';
import { useChatCompletionsPeer } from '~/server/test/story-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// A story costs a model call: concurrent requests cannot multiply it past the learner's limit, a
// learner cannot ask faster than the rate limit, and a failing story costs its retries once.

const text = 'Cada noche Lucía sale a caminar por el puerto con un farol pequeño. '.repeat(3);

describe.each(testDbKinds)('the cost of AI stories (%s)', (kind) => {
  let t: TestApp;
  let peer: ChatCompletionsPeer;
  let clock = FIXED_NOW;
  let entryIds: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.now = () => clock;
    peer = await startChatCompletionsPeer();
    useChatCompletionsPeer(t, peer);
    entryIds = [];
    for (const value of ['farol', 'puerto', 'caminar']) {
      const entry = await insertWord(t.database.db, {
        value,
        languageCode: 'es',
        definitions: [{ partOfSpeech: 'noun', definition: value, examples: [] }],
        translations: {},
        synonyms: [],
      });
      entryIds.push(entry.id);
    }
  });
  afterAll(async () => {
    await peer?.close();
    await t.close();
  });
  beforeEach(() => peer.reset());

  async function learner(email: string) {
    const created = await t.createVerifiedUser(email);
    const wordIds: string[] = [];
    for (const id of entryIds) wordIds.push((await addDictionaryWord(t, created.token, id)).id);
    const write = () =>
      call(t, created.token, '/api/me/stories', { method: 'POST', json: { wordIds, length: 'Very Short' } });
    const stored = async () =>
      (await t.database.db.select().from(story).where(eq(story.userId, created.userId))).length;
    return { ...created, write, stored };
  }

  it('holds the last place while the model writes: ten concurrent requests make one call', async () => {
    const ann = await learner('ann@example.com');
    clock = new Date(FIXED_NOW.getTime());
    peer.script = [storyAnswer(text), storyAnswer(text)];
    expect((await ann.write()).status).toBe(201);
    clock = new Date(clock.getTime() + 60_000);
    expect((await ann.write()).status).toBe(201);
    peer.reset();
    clock = new Date(clock.getTime() + 60_000);
    // 2 of 3 stories: one place left, ten requests racing for it.
    peer.script = Array.from({ length: 10 }, () => storyAnswer(text));
    const answers = await Promise.all(Array.from({ length: 10 }, () => ann.write()));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(peer.received).toHaveLength(1);
    expect(await ann.stored()).toBe(3);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect([403, 429]).toContain(refused.status);
    }
  });

  it('gives the place back when the story fails, and a failure costs at most three calls', async () => {
    const ben = await learner('ben@example.com');
    clock = new Date(FIXED_NOW.getTime() + 10 * 60_000);
    peer.script = Array.from({ length: 9 }, () => garbage);
    const failed = await ben.write();
    expect(failed.status).toBe(502);
    expect(peer.received).toHaveLength(3);

    // Drafts leaving a word out and broken answers share the same three calls.
    peer.reset();
    clock = new Date(clock.getTime() + 60_000);
    peer.script = [garbage, storyAnswer('Un farol.'), garbage, storyAnswer(text)];
    expect((await ben.write()).status).toBe(502);
    expect(peer.received).toHaveLength(3);

    peer.reset();
    clock = new Date(clock.getTime() + 60_000);
    peer.script = [storyAnswer(text)];
    expect((await ben.write()).status).toBe(201);
    expect(await ben.stored()).toBe(1);
  });

  it('limits how often one learner asks for stories', async () => {
    const cat = await learner('cat@example.com');
    clock = new Date(FIXED_NOW.getTime() + 60 * 60_000);
    peer.script = Array.from({ length: 9 }, () => garbage);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await cat.write()).status);
    expect(statuses).toEqual([502, 502, 502, 429]);
    const limited = await cat.write();
    expect(limited.body).toEqual({
      code: 'TOO_MANY_STORIES',
      message: 'You asked for 3 stories in the last minute. Please wait a minute and try again.',
    });
    // A minute later, the learner may ask again.
    clock = new Date(clock.getTime() + 61_000);
    peer.reset();
    peer.script = [storyAnswer(text)];
    expect((await cat.write()).status).toBe(201);
  });
});
