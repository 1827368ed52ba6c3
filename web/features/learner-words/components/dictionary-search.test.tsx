// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DictionarySummary } from '~/core/dictionary/dictionary-search';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering, testWord } from '~/web/lib/test/test-words';
import { wordsEn } from '../i18n/en';
import { DictionarySearch } from './dictionary-search';

const result = (
  id: string,
  value: string,
  definition: string | null,
  translation: string | null = null,
): DictionarySummary => ({
  id,
  value,
  languageCode: 'fr',
  phonetic: null,
  partOfSpeech: 'noun',
  definition,
  translation,
  gender: 'f',
  difficulty: 'beginner',
  frequency: 'high',
  match: 'prefix',
  form: null,
});

const results = [
  result('g1', 'maison', 'a dwelling that serves as living quarters for one or more families'),
  result('g2', 'mairie', null),
  result('g3', 'maire', 'the head of a city government', 'mayor'),
];
const already = testWord('w1', 'mairie', { globalWordId: 'g2' });

function renderSearch() {
  return renderWithData(
    <DictionarySearch t={wordsEn} locale="en" numberLocale="en-US" defaultLanguage="fr" />,
    [
      [myWordsKeys.dictionary('fr', 'mai'), { items: results }],
      [
        myWordsKeys.list({ q: 'mai' }),
        { pages: [{ items: [already], totalCount: 1, nextOffset: null }], pageParams: [0] },
      ],
    ],
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DictionarySearch', () => {
  it('shows results with their definitions once typing pauses, and which are already added', async () => {
    renderSearch();
    expect((screen.getByLabelText('Dictionary') as HTMLSelectElement).value).toBe('fr');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the dictionary' }), {
      target: { value: 'mai' },
    });
    expect(await screen.findByText(/a dwelling that serves/)).toBeTruthy();
    // The meaning in the learner's language replaces the long English gloss when there is one.
    expect(screen.getByText('mayor')).toBeTruthy();
    expect(screen.queryByText(/head of a city government/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add maison' }).getAttribute('aria-disabled')).toBe('false');
    const added = screen.getByRole('button', { name: 'Added: mairie' });
    expect(added.getAttribute('aria-disabled')).toBe('true');
    expect(added.textContent).toBe('Added');
  });

  it('adds with one click: the button turns to Added and the word is in the cache', async () => {
    const api = answering(201, testWord('w2', 'maison', { globalWordId: 'g1' }));
    vi.stubGlobal('fetch', api.fetch);
    renderSearch();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'mai' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add maison' }));
    const added = await screen.findByRole('button', { name: 'Added: maison' });
    expect(added.textContent).toBe('Added');
    expect(api.calls).toEqual([{ url: '/api/me/words', method: 'POST', body: { globalWordId: 'g1' } }]);
  });

  it('a word found by its translation turns to Added too, though the learner’s words do not contain the search', async () => {
    const perro = result('g9', 'perro', 'a domesticated carnivorous mammal', 'dog');
    vi.stubGlobal('fetch', answering(201, testWord('w9', 'perro', { globalWordId: 'g9' })).fetch);
    renderWithData(<DictionarySearch t={wordsEn} locale="en" numberLocale="en-US" defaultLanguage="es" />, [
      [
        myWordsKeys.dictionary('es', 'dog'),
        { items: [{ ...perro, languageCode: 'es', match: 'translation' }] },
      ],
      [
        myWordsKeys.list({ q: 'dog' }),
        { pages: [{ items: [], totalCount: 0, nextOffset: null }], pageParams: [0] },
      ],
    ]);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'dog' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add perro' }));
    expect((await screen.findByRole('button', { name: 'Added: perro' })).textContent).toBe('Added');
  });

  it('says the plan limit was reached in the server’s words (the limit, the way past it), not a generic error', async () => {
    const message =
      'You have reached your limit of 20 words. Upgrade to Pro to keep 1,500+ words, or remove some first.';
    vi.stubGlobal('fetch', answering(403, { message, code: 'LIMIT_REACHED' }).fetch);
    renderSearch();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'mai' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add maison' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Plan limit reached');
    expect(alert.textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'See Pro plans' }).getAttribute('href')).toBe('/pricing');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add maison' }).getAttribute('aria-disabled')).toBe('false'),
    );
  });

  it('says when nothing matches', async () => {
    renderWithData(<DictionarySearch t={wordsEn} locale="en" numberLocale="en-US" defaultLanguage="fr" />, [
      [myWordsKeys.dictionary('fr', 'zzz'), { items: [] }],
      [
        myWordsKeys.list({ q: 'zzz' }),
        { pages: [{ items: [], totalCount: 0, nextOffset: null }], pageParams: [0] },
      ],
    ]);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(
      await screen.findByText('No dictionary word matches “zzz”. You can add it as your own word.'),
    ).toBeTruthy();
  });

  it('two quick adds each turn to Added on their own answer, the first answering last', async () => {
    // Found by their translations: the learner's words containing "pet" hold neither.
    const perro = { ...result('g7', 'perro', null, 'dog'), match: 'translation' as const };
    const gato = { ...result('g8', 'gato', null, 'cat'), match: 'translation' as const };
    const answers: ((response: Response) => void)[] = [];
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => answers.push(resolve)));
    renderWithData(<DictionarySearch t={wordsEn} locale="en" numberLocale="en-US" defaultLanguage="fr" />, [
      [myWordsKeys.dictionary('fr', 'pet'), { items: [perro, gato] }],
      [
        myWordsKeys.list({ q: 'pet' }),
        { pages: [{ items: [], totalCount: 0, nextOffset: null }], pageParams: [0] },
      ],
    ]);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'pet' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add perro' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add gato' }));
    expect(screen.getByRole('button', { name: 'Add perro' }).textContent).toBe(wordsEn.search.adding);
    expect(screen.getByRole('button', { name: 'Add gato' }).textContent).toBe(wordsEn.search.adding);
    await waitFor(() => expect(answers).toHaveLength(2));
    const created = (id: string, value: string, globalWordId: string) =>
      new Response(JSON.stringify(testWord(id, value, { globalWordId })), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    act(() => answers[1]!(created('w8', 'gato', 'g8')));
    expect((await screen.findByRole('button', { name: 'Added: gato' })).textContent).toBe('Added');
    expect(screen.getByRole('button', { name: 'Add perro' }).textContent).toBe(wordsEn.search.adding);
    act(() => answers[0]!(created('w7', 'perro', 'g7')));
    expect((await screen.findByRole('button', { name: 'Added: perro' })).textContent).toBe('Added');
  });
});
