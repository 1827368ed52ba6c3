import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpeller } from '~/content/scripts/sentences/hunspell-speller';
import { tokenizeSentence } from '~/content/scripts/sentences/tokenize-sentence';
import type { MyStory } from '~/core/stories/my-story';
import { storyLengths, storyWordRanges } from '~/core/stories/story-lengths';
import { countWords, findUsedWords } from '~/core/stories/story-text';
import type { MyWord } from '~/core/words/my-word';
import { importShippedContent } from '~/server/dictionary/content/import-content';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// The offline composer writes in the language being learned: a story from three Spanish words is
// Spanish (measured with hunspell: at least 85% of its words Spanish, at most 15% English only), uses
// every chosen word, and carries each sentence's translation into the learner's language.

describe.each(testDbKinds)('stories in the language being learned (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let wordIds: string[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    await importShippedContent(t.database.db, { limit: 300, now: new Date('2026-11-28T09:00:00Z') });
    token = (await t.createVerifiedUser('cuentos@example.com')).token;
    await t.request('/api/me/profile', {
      method: 'PUT',
      token,
      json: { nativeLanguageCode: 'en', targetLanguageCode: 'es' },
    });
    wordIds = [];
    // casa and tiempo have sentences of their own; ventana, the learner's own word here, has none and
    // is named by the composer's frame.
    for (const value of ['casa', 'tiempo']) {
      const added = await t.request('/api/me/words', {
        method: 'POST',
        token,
        json: { value, languageCode: 'es' },
      });
      wordIds.push(((await added.json()) as MyWord).id);
    }
    const custom = await t.request('/api/me/words', {
      method: 'POST',
      token,
      json: { custom: true, value: 'ventana', languageCode: 'es', translations: { en: ['window'] } },
    });
    wordIds.push(((await custom.json()) as MyWord).id);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('writes Spanish with every chosen word, each sentence translated, within its length', async () => {
    const [spanish, english] = await Promise.all([loadSpeller('es'), loadSpeller('en')]);
    for (const length of storyLengths.slice(0, 2)) {
      const response = await t.request('/api/me/stories', {
        method: 'POST',
        token,
        json: { wordIds, length },
      });
      expect(response.status, await response.clone().text()).toBe(201);
      const story = (await response.json()) as MyStory;
      expect(story).toMatchObject({
        generator: 'template',
        languageCode: 'es',
        title: 'Un día con tus palabras',
      });
      const words = [
        { id: 'casa', value: 'casa' },
        { id: 'tiempo', value: 'tiempo' },
        { id: 'ventana', value: 'ventana' },
      ];
      expect(findUsedWords(story.text, words, 'es').sort()).toEqual(['casa', 'tiempo', 'ventana']);
      expect(story.actualWordCount).toBeGreaterThanOrEqual(storyWordRanges[length].min);
      expect(story.actualWordCount).toBeLessThanOrEqual(storyWordRanges[length].max);
      expect(countWords(story.text, 'es')).toBe(story.actualWordCount);

      const tokens = tokenizeSentence(story.text).map((token) => token.word);
      const isSpanish = tokens.filter((word) => spanish(word) || spanish(word.toLowerCase()));
      const englishOnly = tokens.filter(
        (word) => !isSpanish.includes(word) && (english(word) || english(word.toLowerCase())),
      );
      expect(isSpanish.length / tokens.length).toBeGreaterThanOrEqual(0.85);
      expect(englishOnly.length / tokens.length).toBeLessThanOrEqual(0.15);

      expect(story.sentences!.map((sentence) => sentence.text).join(' ')).toBe(story.text);
      for (const sentence of story.sentences!) {
        expect(sentence.translation?.language).toBe('en');
        expect(sentence.translation?.text).toMatch(/^[A-Z"].*[.!?"]$/);
      }
      expect(story.sentences).toContainEqual({
        text: 'Hoy aprendo la palabra «ventana».',
        translation: { text: 'Today I am learning the word "ventana".', language: 'en' },
      });
    }
  }, 120_000);

  it('offers no translation to a learner of English whose language is neither English nor Hebrew', async () => {
    const reader = (await t.createVerifiedUser('stories.es.speaker@example.com')).token;
    await t.request('/api/me/profile', {
      method: 'PUT',
      token: reader,
      json: { nativeLanguageCode: 'es', targetLanguageCode: 'en' },
    });
    const ids: string[] = [];
    for (const value of ['house', 'time', 'window']) {
      const added = await t.request('/api/me/words', {
        method: 'POST',
        token: reader,
        json: { custom: true, value, languageCode: 'en', translations: { es: [value] } },
      });
      ids.push(((await added.json()) as MyWord).id);
    }
    const response = await t.request('/api/me/stories', {
      method: 'POST',
      token: reader,
      json: { wordIds: ids, length: storyLengths[0] },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const story = (await response.json()) as MyStory;
    expect(story.languageCode).toBe('en');
    expect(story.sentences?.length).toBeGreaterThan(0);
    // The English frame carries Hebrew too; a Spanish speaker is not shown it.
    expect(story.sentences?.map((sentence) => sentence.translation)).toEqual(
      story.sentences?.map(() => null),
    );
  });
});
