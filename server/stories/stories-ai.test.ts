import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MyStory } from '~/core/stories/my-story';
import { countWords } from '~/core/stories/story-text';
import { story } from '~/server/db/schema';
import { insertWord } from '~/server/test/admin-fixtures';
import {
  type ChatCompletionsPeer,
  garbage,
  silence,
  startChatCompletionsPeer,
  storyAnswer,
} from '~/server/test/chat-completions-peer';
import { testDbKinds } from '~/server/test/databases';
import {
  addDictionaryWord,
  call,
  createSpanishLearner,
  FIXED_NOW,
  metadataTotals,
} from '~/server/test/learner-fixtures';
import { luciaStory, useChatCompletionsPeer } from '~/server/test/story-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// POST /api/me/stories with the chat-completions generator, against a local server that speaks the
// protocol: what reaches the learner and what is stored when the model answers well, slowly, late,
// with garbage, or with a story that leaves a word out.

// A Spanish learner's words: [value, part of speech, English definition].
const spanish = [
  ['farol', 'noun', 'A lamp with a transparent case protecting the flame.'],
  ['puerto', 'noun', 'A place on the coast where ships may moor in shelter.'],
  ['caminar', 'verb', 'To go on foot.'],
] as const;
const goodStory = luciaStory;
const storyWithoutPuerto =
  'Cada noche, Lucía sale a caminar junto al mar. Lleva un farol pequeño porque las calles son oscuras.';

describe.each(testDbKinds)('learner stories API with an AI endpoint (%s)', (kind) => {
  let t: TestApp;
  let peer: ChatCompletionsPeer;
  let learner: Awaited<ReturnType<TestApp['createVerifiedUser']>>;
  let wordIds: string[];
  let clock = FIXED_NOW;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.now = () => clock;
    peer = await startChatCompletionsPeer();
    learner = await createSpanishLearner(t, 'lucia@example.com');
    wordIds = [];
    for (const [value, partOfSpeech, definition] of spanish) {
      const entry = await insertWord(t.database.db, {
        value,
        languageCode: 'es',
        definitions: [{ partOfSpeech, definition, examples: [] }],
        translations: {},
        synonyms: [],
      });
      wordIds.push((await addDictionaryWord(t, learner.token, entry.id)).id);
    }
  });
  afterAll(async () => {
    await peer?.close();
    await t.close();
  });
  beforeEach(() => {
    peer.reset();
    useAi();
  });

  const useAi = (timeoutMs = 5000) => useChatCompletionsPeer(t, peer, timeoutMs);
  const write = () => {
    clock = new Date(clock.getTime() + 60_000);
    return call<MyStory>(t, learner.token, '/api/me/stories', {
      method: 'POST',
      json: { wordIds, length: 'Short' },
    });
  };
  const stored = async () => ({
    rows: (await t.database.db.select().from(story).where(eq(story.userId, learner.userId))).length,
    counted: (await metadataTotals(t, learner.userId)).stories ?? 0,
  });
  /** A failed request: 502 with this code and message, and nothing stored or counted. */
  async function expectRefused(code: string, message: string) {
    const before = await stored();
    const refused = await write();
    expect(refused).toEqual({ status: 502, body: { code, message } });
    expect(await stored()).toEqual(before);
  }

  it('stores the model’s story in the learner’s target language, marked "ai"', async () => {
    peer.script = [storyAnswer(goodStory, 'El farol de Lucía')];
    const written = await write();
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({
      title: 'El farol de Lucía',
      text: goodStory,
      actualWordCount: countWords(goodStory, 'es'),
      length: 'Short',
      languageCode: 'es',
      words: ['farol', 'puerto', 'caminar'],
      wordIds,
      generator: 'ai',
    });
    expect(written.body.actualWordCount).toBe(36);
    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]!.headers.authorization).toBe('Bearer sk-test');
    const prompt = peer.promptOf(0);
    expect(prompt).toContain(
      'Write a story in Spanish for a learner at CEFR level A1–A2, a beginner: short sentences, everyday ' +
        'words, mostly the present tense, of 100 to 200 words, title and text in Spanish.',
    );
    expect(prompt).toContain('- "puerto" (noun: A place on the coast where ships may moor in shelter.)');
    expect(await stored()).toEqual({ rows: 1, counted: 1 });
  });

  it('waits out a 429 for as long as Retry-After asks, then stores the story', async () => {
    peer.script = [
      (_req, res) => res.writeHead(429, { 'retry-after': '1' }).end('{"error":{"message":"slow down"}}'),
      storyAnswer(goodStory),
    ];
    const started = performance.now();
    const written = await write();
    expect(written.status).toBe(201);
    expect(written.body.generator).toBe('ai');
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(peer.received).toHaveLength(2);
    expect(await stored()).toEqual({ rows: 2, counted: 2 });
  });

  it('answers /api/health within a second while a model sends a huge answer', async () => {
    // Every chosen word, then 120 KB more: what a runaway model sends.
    const huge = `${goodStory} ${'y el mar sigue allí '.repeat(6000)}`;
    peer.script = [storyAnswer(huge)];
    const before = await stored();
    const writing = write();
    const checks: number[] = [];
    const started = performance.now();
    let done = false;
    void writing.finally(() => {
      done = true;
    });
    while (!done && performance.now() - started < 10_000) {
      const asked = performance.now();
      const health = await t.app.request('/api/health');
      checks.push(performance.now() - asked);
      expect(health.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const refused = await writing;
    expect(refused.status).toBe(502);
    expect(Math.max(...checks)).toBeLessThan(1000);
    expect(await stored()).toEqual(before);
  });

  it('gives up on an endpoint that does not answer in time: 502, nothing stored', async () => {
    useAi(300);
    peer.script = [silence, silence, silence];
    await expectRefused(
      'STORY_GENERATOR_FAILED',
      'The story generator did not write the story: no answer within 0.3 s (3 tries)',
    );
    expect(peer.received).toHaveLength(3);
  });

  it('gives up on a body of garbage: 502, nothing stored', async () => {
    peer.script = [garbage, garbage, garbage];
    await expectRefused(
      'STORY_GENERATOR_FAILED',
      'The story generator did not write the story: the answer was not JSON (3 tries)',
    );
    expect(peer.received).toHaveLength(3);
  });

  it('refuses a story that leaves a chosen word out three times; the place stays free', async () => {
    peer.script = [
      storyAnswer(storyWithoutPuerto),
      storyAnswer(storyWithoutPuerto),
      storyAnswer(storyWithoutPuerto),
    ];
    await expectRefused(
      'STORY_INCOMPLETE',
      'The story generator left out "puerto" in 3 tries. Try again, or choose other words.',
    );
    expect(peer.received).toHaveLength(3);
    expect(peer.promptOf(2)).toContain('Your previous story left out "puerto".');

    // Two stories stored, a Free limit of 3: the failures took no place.
    peer.reset();
    peer.script = [storyAnswer(goodStory)];
    expect((await write()).status).toBe(201);
    expect(await stored()).toEqual({ rows: 3, counted: 3 });
  });
});
