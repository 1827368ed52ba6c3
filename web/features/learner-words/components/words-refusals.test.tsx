// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { format } from '~/web/lib/i18n/format';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';
import { serverWords } from '~/web/lib/test/refusal';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering } from '~/web/lib/test/test-words';
import { type WordsMessages, wordsEn } from '../i18n/en';
import { wordsHe } from '../i18n/he';
import { CustomWordForm } from './custom-word-form';
import { DictionarySearch } from './dictionary-search';

// The server's refusals on the Your Words screens, said in the page's language by their code. An
// English page shows the server's own words for the plan's limit: they name the limit and, by tier,
// the way past it, which the page does not know.

const pages: [string, string, WordsMessages, readonly string[]][] = [
  ['Hebrew', 'he', wordsHe, []],
  ['English', 'en', wordsEn, ['LIMIT_REACHED']],
];
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

describe.each(pages)('the %s Your Words page', (_, locale, t, serverSays) => {
  const said = (code: string) =>
    serverSays.includes(code) ? serverWords(code) : format(t.refusals[code] ?? code, { word: 'pain' });

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
    expect(alert.getByText(said(code))).toBeTruthy();
    if (!serverSays.includes(code)) expect(alert.queryByText(serverWords(code))).toBeNull();
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
    expect(await screen.findByText(said(code))).toBeTruthy();
    if (!serverSays.includes(code)) expect(screen.queryByText(serverWords(code))).toBeNull();
  });
});

// A Hebrew page does not know the learner's tier: its LIMIT_REACHED also names asking support, the
// way past the limit for Pro learners, who cannot upgrade.
it('the Hebrew LIMIT_REACHED does not send only to upgrading', () => {
  expect(wordsHe.refusals.LIMIT_REACHED).toContain('לפנות לתמיכה כדי להגדיל את המגבלה');
});

describe('the Hebrew page at the words limit', () => {
  it.each([
    ['regularUser', 'הגעת למגבלה של 20 מילים בתוכנית החינמית.'],
    ['premiumUser', 'הגעת למגבלה של 20 מילים. אפשר למחוק'],
  ] as const)(
    'says the limit the server names, and the way past it for the learner’s tier (%s)',
    async (tier, start) => {
      vi.stubGlobal(
        'fetch',
        answering(403, {
          message: serverWords('LIMIT_REACHED'),
          code: 'LIMIT_REACHED',
          details: { collection: 'words', limit: 20, tier, renewsAt: null },
        }).fetch,
      );
      renderWithData(<CustomWordForm t={wordsHe} locale="he" targetLanguage="fr" nativeLanguage="he" />);
      fireEvent.change(screen.getByLabelText(wordsHe.custom.word), { target: { value: 'pain' } });
      fireEvent.change(screen.getByLabelText(new RegExp(`^${wordsHe.custom.translation}`)), {
        target: { value: 'לחם' },
      });
      fireEvent.click(screen.getByRole('button', { name: wordsHe.custom.submit }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(start);
      expect(alert.textContent).not.toContain(serverWords('LIMIT_REACHED'));
    },
  );
});
