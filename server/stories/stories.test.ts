import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyStory } from '~/core/stories/my-story';
import type { MyStoryList } from '~/core/stories/story-contract';
import { storyWordRanges } from '~/core/stories/story-lengths';
import { countWords, findUsedWords } from '~/core/stories/story-text';
import { story } from '~/server/db/schema';
import { insertWord } from '~/server/test/admin-fixtures';
import { testDbKinds } from '~/server/test/databases';
import { addDictionaryWord, call, FIXED_NOW, metadataTotals } from '~/server/test/learner-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import type { StoryGenerator } from './story-generator';
import { templateStoryGenerator } from './story-generator-from-env';

type Learner = Awaited<ReturnType<TestApp['createVerifiedUser']>>;

// Dictionary entries the learners add: [value, part of speech, definition, translation].
const english = [
  ['lantern', 'noun', 'A lamp with a transparent case protecting the flame.', 'farol'],
  ['harbour', 'noun', 'A place on the coast where ships may moor in shelter.', 'puerto'],
  ['wander', 'verb', 'To walk or move in a leisurely or aimless way.', 'vagar'],
  ['curious', 'adjective', 'Eager to know or learn something.', 'curioso'],
  ['slowly', 'adverb', 'At a slow speed; not quickly.', 'despacio'],
] as const;

/** Wraps a generator, counting how often it is asked: a refused request must not ask it at all. */
function counted(generator: StoryGenerator) {
  const counter = {
    calls: 0,
    generator: {
      kind: generator.kind,
      write: (request) => {
        counter.calls++;
        return generator.write(request);
      },
    } satisfies StoryGenerator,
  };
  return counter;
}

describe.each(testDbKinds)('learner stories API (%s)', (kind) => {
  let t: TestApp;
  let clock = FIXED_NOW;
  let englishIds: string[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.now = () => clock;
    englishIds = [];
    for (const [value, partOfSpeech, definition, es] of english) {
      const entry = await insertWord(t.database.db, {
        value,
        definitions: [{ partOfSpeech, definition, examples: [] }],
        translations: { es: [es] },
        synonyms: [],
      });
      englishIds.push(entry.id);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const tick = () => {
    clock = new Date(clock.getTime() + 60_000);
  };
  const learnerWithWords = async (email: string, dictionaryIds = englishIds) => {
    const learner = await t.createVerifiedUser(email);
    const words = [];
    for (const id of dictionaryIds) words.push(await addDictionaryWord(t, learner.token, id));
    return { ...learner, words };
  };
  const write = (learner: Learner, json: unknown) => {
    tick();
    return call<MyStory>(t, learner.token, '/api/me/stories', { method: 'POST', json });
  };
  const storedStories = (userId: string) =>
    t.database.db.select().from(story).where(eq(story.userId, userId));
  /** Runs `work` with a counting template generator, then puts the app's own back. */
  const countingCalls = async (work: (counter: ReturnType<typeof counted>) => Promise<void>) => {
    const own = t.deps.storyGenerator;
    const counter = counted(templateStoryGenerator);
    t.deps.storyGenerator = counter.generator;
    try {
      await work(counter);
    } finally {
      t.deps.storyGenerator = own;
    }
  };

  it('writes a template story with every chosen word, lists newest first, reads and deletes it', async () => {
    const ada = await learnerWithWords('ada@example.com');
    const chosen = ada.words.slice(0, 3);
    const first = await write(ada, { wordIds: chosen.map((w) => w.id), length: 'Short' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      length: 'Short',
      languageCode: 'en',
      words: ['lantern', 'harbour', 'wander'],
      wordIds: chosen.map((w) => w.id),
      generator: 'template',
      createdAt: clock.toISOString(),
    });
    expect(first.body.title).toMatch(/^[A-Z][a-z]+'s [A-Z][a-z]+day$/);
    const { text } = first.body;
    expect(first.body.actualWordCount).toBe(countWords(text));
    expect(first.body.actualWordCount).toBeGreaterThanOrEqual(storyWordRanges.Short.min);
    expect(first.body.actualWordCount).toBeLessThanOrEqual(storyWordRanges.Short.max);
    const forms = chosen.map((w) => ({ id: w.id, value: w.word.value }));
    expect(findUsedWords(text, forms)).toEqual(chosen.map((w) => w.id));
    expect(text).toContain('a lamp with a transparent case protecting the flame');

    const second = await write(ada, { wordIds: ada.words.slice(1).map((w) => w.id) });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ length: 'Short', words: ['harbour', 'wander', 'curious', 'slowly'] });

    const list = await call<MyStoryList>(t, ada.token, '/api/me/stories');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((s) => s.id)).toEqual([second.body.id, first.body.id]);
    const page = await call<MyStoryList>(t, ada.token, '/api/me/stories?limit=1&offset=1');
    expect(page.body).toEqual({ items: [first.body], total: 2 });
    const read = await call<MyStory>(t, ada.token, `/api/me/stories/${first.body.id}`);
    expect(read).toEqual({ status: 200, body: first.body });
    expect(await metadataTotals(t, ada.userId)).toMatchObject({ stories: 2 });

    const deleted = await call(t, ada.token, `/api/me/stories/${first.body.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    const gone = await call(t, ada.token, `/api/me/stories/${first.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ code: 'STORY_NOT_FOUND', message: 'Story not found in your stories.' });
    const again = await call(t, ada.token, `/api/me/stories/${first.body.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    const after = await call<MyStoryList>(t, ada.token, '/api/me/stories');
    expect(after.body).toEqual({ items: [second.body], total: 1 });
    expect(await metadataTotals(t, ada.userId)).toMatchObject({ stories: 1 });
  });

  it('refuses fewer than 3 words with exactly "Stories need at least 3 words", other mistakes as usual', async () => {
    const bea = await learnerWithWords('bea@example.com');
    for (const wordIds of [bea.words.slice(0, 2).map((w) => w.id), []]) {
      const refused = await write(bea, { wordIds, length: 'Short' });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: 'Stories need at least 3 words', code: 'STORY_TOO_FEW_WORDS' });
    }
    const badLength = await write(bea, { wordIds: bea.words.slice(0, 3).map((w) => w.id), length: 'Epic' });
    expect(badLength.status).toBe(400);
    expect(badLength.body.code).toBe('VALIDATION_ERROR');
    expect(badLength.body.message).toMatch(/^length: /);
    const twice = bea.words[0]!.id;
    const repeated = await write(bea, { wordIds: [twice, twice, bea.words[1]!.id] });
    expect(repeated.body).toEqual({ message: 'wordIds: Choose each word once', code: 'VALIDATION_ERROR' });
    expect(await storedStories(bea.userId)).toEqual([]);
  });

  it("answers 404 for another learner's word or an unknown id, without asking the generator or storing", async () => {
    const cy = await learnerWithWords('cy@example.com');
    const dee = await learnerWithWords('dee@example.com', englishIds.slice(0, 1));
    await countingCalls(async (counter) => {
      const own = cy.words.slice(0, 2).map((w) => w.id);
      for (const stranger of [dee.words[0]!.id, '00000000-0000-4000-8000-000000000000']) {
        const refused = await write(cy, { wordIds: [...own, stranger] });
        expect(refused.status).toBe(404);
        expect(refused.body).toEqual({ code: 'WORD_NOT_FOUND', message: 'Word not found in your words.' });
      }
      expect(counter.calls).toBe(0);
      expect(await storedStories(cy.userId)).toEqual([]);
      expect(await metadataTotals(t, cy.userId)).not.toHaveProperty('stories');
    });
  });

  it('stops a Free learner at 3 stories before asking the generator; deleting one frees a place', async () => {
    const eve = await learnerWithWords('eve@example.com');
    await countingCalls(async (counter) => {
      const body = { wordIds: eve.words.slice(0, 3).map((w) => w.id), length: 'Very Short' };
      const written = [];
      for (let i = 0; i < 3; i++) {
        const created = await write(eve, body);
        expect(created.status).toBe(201);
        written.push(created.body);
      }
      const fourth = await write(eve, body);
      expect(fourth.status).toBe(403);
      expect(fourth.body).toEqual({
        code: 'LIMIT_REACHED',
        message:
          'You have reached your limit of 3 stories. Upgrade to Pro to keep up to 20 stories, or remove some first.',
        details: { collection: 'stories', limit: 3, tier: 'regularUser', renewsAt: null },
      });
      expect(counter.calls).toBe(3);
      expect(await storedStories(eve.userId)).toHaveLength(3);
      expect(await metadataTotals(t, eve.userId)).toMatchObject({ stories: 3 });

      const freed = await call(t, eve.token, `/api/me/stories/${written[1]!.id}`, { method: 'DELETE' });
      expect(freed.status).toBe(204);
      expect(await metadataTotals(t, eve.userId)).toMatchObject({ stories: 2 });
      expect((await write(eve, body)).status).toBe(201);
      expect(counter.calls).toBe(4);
      expect(await metadataTotals(t, eve.userId)).toMatchObject({ stories: 3 });
    });
  });
});
