import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { foldKey } from '~/core/dictionary/fold';
import type { MyStory } from '~/core/stories/my-story';
import { globalWord, story } from '~/server/db/schema';
import { readContentRows, upsertContentRows } from '~/server/dictionary/content/import-content';
import { VARIANT_KEY } from '~/server/dictionary/edited-search-keys';
import { insertWord } from '~/server/test/admin-fixtures';
import {
  type ChatCompletionsPeer,
  startChatCompletionsPeer,
  storyAnswer,
} from '~/server/test/chat-completions-peer';
import { testDbKinds } from '~/server/test/databases';
import { addDictionaryWord, call, createSpanishLearner, FIXED_NOW } from '~/server/test/learner-fixtures';
import { luciaStory, useChatCompletionsPeer } from '~/server/test/story-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { MEASURABLE_DICTIONARY_ENTRIES, measureLanguageShare } from './story-language-share';

// A model asked for a Spanish story may answer in English (small local models often do). With the
// shipped Spanish dictionary in the database (its 3,000 commonest entries here), POST /api/me/stories
// measures how much of each draft is Spanish, asks again saying so, and refuses after three drafts.

const spanishStory = luciaStory;
// Every chosen word is in it, so only its language is wrong.
const englishStory =
  'Every night, Lucía goes out to caminar along the puerto. She carries a small farol because the streets ' +
  'are dark. The fishermen greet her, and she sits to watch the boats until the farol goes out.';
const portugueseStory =
  'Todas as noites, Lucía sai para caminar pelo puerto. Ela leva um farol pequeno porque as ruas são ' +
  'escuras. Os pescadores a cumprimentam, e ela fica olhando os barcos até o farol apagar.';

describe.each(testDbKinds)('stories in the language asked for (%s)', (kind) => {
  let t: TestApp;
  let peer: ChatCompletionsPeer;
  let learner: Awaited<ReturnType<TestApp['createVerifiedUser']>>;
  let wordIds: string[];
  let clock = FIXED_NOW;

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.now = () => clock;
    peer = await startChatCompletionsPeer();
    await upsertContentRows(t.database.db, readContentRows('es', 3000), FIXED_NOW);
    learner = await createSpanishLearner(t, 'lucia.language@example.com');
    wordIds = [];
    for (const value of ['farol', 'puerto', 'caminar']) {
      // farol may be past the 3,000th entry; puerto and caminar are among them.
      const entry =
        (await t.database.db.query.globalWord.findFirst({
          where: (word, { and, eq: equals }) =>
            and(equals(word.languageCode, 'es'), equals(word.value, value)),
        })) ??
        (await insertWord(t.database.db, {
          value,
          languageCode: 'es',
          definitions: [{ partOfSpeech: 'noun', definition: 'lantern', examples: [] }],
          translations: {},
          synonyms: [],
        }));
      wordIds.push((await addDictionaryWord(t, learner.token, entry.id)).id);
    }
  }, 120_000);
  afterAll(async () => {
    await peer?.close();
    await t?.close();
  });
  beforeEach(() => {
    peer.reset();
    useChatCompletionsPeer(t, peer);
  });

  const write = () => {
    clock = new Date(clock.getTime() + 60_000);
    return call<MyStory>(t, learner.token, '/api/me/stories', {
      method: 'POST',
      json: { wordIds, length: 'Very Short' },
    });
  };
  const storedRows = async () =>
    (await t.database.db.select().from(story).where(eq(story.userId, learner.userId))).length;

  it('measures a text’s share of Spanish words by the dictionary and its forms', async () => {
    const db = t.database.db;
    const spanish = await measureLanguageShare(db, { language: 'es', text: spanishStory });
    const english = await measureLanguageShare(db, { language: 'es', text: englishStory });
    const portuguese = await measureLanguageShare(db, { language: 'es', text: portugueseStory });
    expect(spanish!.total).toBe(36);
    expect(spanish!.share).toBeGreaterThanOrEqual(0.85);
    expect(english!.share).toBeLessThan(0.3);
    expect(portuguese!.share).toBeLessThan(0.7);
    // Numbers are no language's words; a text of none has no share.
    expect(await measureLanguageShare(db, { language: 'es', text: '12 34' })).toBeNull();
    // French has no dictionary in this database: nothing to judge by, so no share.
    expect(await measureLanguageShare(db, { language: 'fr', text: 'Le chat dort.' })).toBeNull();
    expect(MEASURABLE_DICTIONARY_ENTRIES).toBeLessThanOrEqual(3000);
  });

  it('counts a variant an editor gave a word as that language’s, as the dictionary search finds it', async () => {
    const db = t.database.db;
    // A spelling no Spanish entry has as a form (checked below), given to "caminar" as a variant.
    const text = 'caminhar';
    const before = await measureLanguageShare(db, { language: 'es', text });
    const caminar = await db.query.globalWord.findFirst({
      where: (word, { and, eq: equals }) =>
        and(equals(word.languageCode, 'es'), equals(word.value, 'caminar')),
    });
    await db
      .update(globalWord)
      .set({ searchKeys: [...caminar!.searchKeys, `${VARIANT_KEY}${foldKey(text)}`] })
      .where(eq(globalWord.id, caminar!.id));
    const after = await measureLanguageShare(db, { language: 'es', text });
    expect([before!.known, after!.known]).toEqual([0, 1]);
  });

  it('asks at the learner’s level, and again in Spanish after an English draft, then stores the Spanish one', async () => {
    peer.script = [storyAnswer(englishStory, 'The lantern'), storyAnswer(spanishStory, 'El farol')];
    const written = await write();
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({
      title: 'El farol',
      text: spanishStory,
      languageCode: 'es',
      generator: 'ai',
    });
    expect(peer.received).toHaveLength(2);
    expect(peer.promptOf(0)).toContain('Write a story in Spanish for a learner at CEFR level A1–A2');
    expect(peer.promptOf(0)).not.toContain('was not in Spanish');
    expect(peer.promptOf(1)).toContain(
      'Your previous story was not in Spanish. Write the title and the whole story in Spanish only.',
    );
    expect(await storedRows()).toBe(1);
  });

  it('refuses with 502 STORY_WRONG_LANGUAGE after three drafts in another language; nothing stored', async () => {
    peer.script = [storyAnswer(englishStory), storyAnswer(portugueseStory), storyAnswer(englishStory)];
    const before = await storedRows();
    const refused = await write();
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual({
      code: 'STORY_WRONG_LANGUAGE',
      message: expect.stringMatching(
        /^The story generator did not write in Spanish \(\d+% of the words of its last story were\) in 3 tries\. Try again\.$/,
      ),
    });
    expect(peer.received).toHaveLength(3);
    expect(await storedRows()).toBe(before);
  });
});
