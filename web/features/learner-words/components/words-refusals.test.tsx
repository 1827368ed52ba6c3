// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { format } from '~/web/lib/i18n/format';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';
import { serverWords } from '~/web/lib/test/refusal';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering } from '~/web/lib/test/test-words';
import { wordsEn } from '../i18n/en';
import { wordsHe } from '../i18n/he';
import { CustomWordForm } from './custom-word-form';
import { DictionarySearch } from './dictionary-search';

// The server's refusals on the Your Words screens, said in the page's language by their code.

const pages = [
  ['Hebrew', 'he', wordsHe],
  ['English', 'en', wordsEn],
] as const;
const refusing = (code: string, status: number) =>
  vi.stubGlobal('fetch', answering(status, { message: serverWords(code), code }).fetch);
const maison = {
  id: 'g1',
  value: 'maison',
  languageCode: 'fr',
  phonetic: null,
  partOfSpeech: 'noun',
  definition: 'a house',
  translation: null,
  gender: 'f',
  difficulty: 'beginner',
  frequency: 'high',
  match: 'prefix',
  form: null,
} as const;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(pages)('the %s Your Words page', (_, locale, t) => {
  it.each([
    ['LIMIT_REACHED', 403],
    ['WORD_NOT_FOUND', 404],
  ] as const)('says why a dictionary word was not added (%s) in its language', async (code, status) => {
    refusing(code, status);
    renderWithData(<DictionarySearch t={t} locale={locale} numberLocale="en-US" defaultLanguage="fr" />, [
      [myWordsKeys.dictionary('fr', 'mai'), { items: [maison] }],
      [
        myWordsKeys.list({ q: 'mai' }),
        { pages: [{ items: [], totalCount: 0, nextOffset: null }], pageParams: [0] },
      ],
    ]);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'mai' } });
    fireEvent.click(
      await screen.findByRole('button', { name: format(t.search.addWord, { word: 'maison' }) }),
    );
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText(t.refusals[code])).toBeTruthy();
    expect(alert.queryByText(serverWords(code))).toBeNull();
  });

  it.each([
    ['LIMIT_REACHED', 403],
    ['DUPLICATE_WORD', 409],
  ] as const)('says why an own word was not added (%s) in its language, naming it', async (code, status) => {
    refusing(code, status);
    renderWithData(<CustomWordForm t={t} locale={locale} targetLanguage="fr" nativeLanguage={locale} />);
    fireEvent.change(screen.getByLabelText(t.custom.word), { target: { value: 'pain' } });
    fireEvent.change(screen.getByLabelText(new RegExp(`^${t.custom.definition}`)), {
      target: { value: 'bread' },
    });
    fireEvent.click(screen.getByRole('button', { name: t.custom.submit }));
    expect(await screen.findByText(format(t.refusals[code], { word: 'pain' }))).toBeTruthy();
    expect(screen.queryByText(serverWords(code))).toBeNull();
  });
});
