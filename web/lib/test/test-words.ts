import type { MyStudySetDetail } from '~/core/sets/study-set';
import type { MyStory } from '~/core/stories/my-story';
import type { MyWord } from '~/core/words/my-word';

/** For component tests: one of the learner's words, new, with what `overrides` changes. */
export function testWord(id: string, value: string, overrides: Partial<MyWord> = {}): MyWord {
  return {
    id,
    globalWordId: null,
    custom: false,
    word: {
      value,
      baseForm: null,
      phonetic: null,
      languageCode: 'fr',
      definitions: [],
      translations: { en: [`meaning of ${value}`] },
      synonyms: [],
      variants: [],
      difficulty: null,
      sentences: [],
    },
    status: 'new',
    card: {
      state: 'new',
      due: null,
      stability: 0,
      difficulty: 0,
      reps: 0,
      lapses: 0,
      scheduledDays: 0,
      lastReview: null,
    },
    studyableAt: null,
    tags: [],
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

/** A fetch that answers every call with `status` and `body`, and records the calls. */
export function answering(status: number, body: unknown) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, calls };
}

/** For component tests: the study set "Home" holding the words `wordIds`. */
export function testStudySet(wordIds: string[]): MyStudySetDetail {
  return {
    id: 's1',
    name: 'Home',
    description: null,
    itemCount: wordIds.length,
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    wordIds,
  };
}

/** For component tests: a French template story from three words, with what `overrides` changes. */
export function testStory(id: string, overrides: Partial<MyStory> = {}): MyStory {
  return {
    id,
    title: 'La maison',
    text: 'Once upon a time.',
    actualWordCount: 4,
    length: 'Very Short',
    languageCode: 'fr',
    words: ['maison', 'école', 'pomme'],
    wordIds: [],
    generator: 'template',
    sentences: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}
