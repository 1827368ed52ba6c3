// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyWord, MyWordList } from '~/core/words/my-word';
import { languageStorageKey } from '~/web/lib/enhance/storage-keys';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering, testWord } from '~/web/lib/test/test-words';
import { MyWordPicker } from './my-word-picker';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const house = testWord('w1', 'maison', {
  word: { ...testWord('w1', 'maison').word, translations: { en: ['house'], he: ['בית'] } },
});
const apple = testWord('w2', 'pomme');
const page = (items: MyWord[]): { pages: MyWordList[]; pageParams: number[] } => ({
  pages: [{ items, totalCount: items.length, nextOffset: null }],
  pageParams: [0],
});
const t = {
  search: 'Search your words',
  noMatches: 'No words match.',
  loadMore: 'More',
  wordsFailed: 'Your words could not be loaded.',
  retry: 'Try again',
};

function renderPicker(nativeLanguageCode: string | null, words = [house, apple], onToggle = vi.fn()) {
  renderWithData(
    <MyWordPicker
      legend="Choose words"
      hint="Pick some."
      t={t}
      refusals={{}}
      noWords="You have no words yet."
      isChecked={(word) => word.id === 'w1'}
      isDisabled={(word) => word.id === 'w2'}
      onToggle={onToggle}
    />,
    [
      [accountKeys.profile, { nativeLanguageCode }],
      [myWordsKeys.list({}), page(words)],
      [myWordsKeys.list({ q: 'pom' }), page([apple])],
      [myWordsKeys.list({ q: 'zzz' }), page([])],
    ],
  );
  return onToggle;
}

describe('MyWordPicker', () => {
  it('explains each word in the native language the profile gives', () => {
    renderPicker('he');
    expect(screen.getByText('בית')).toBeTruthy();
    expect(screen.queryByText('house')).toBeNull();
  });

  it('explains words in the language of the pages while the profile has no native language', () => {
    renderPicker(null);
    expect(screen.getByText('house')).toBeTruthy();
    localStorage.setItem(languageStorageKey, 'he');
    cleanup();
    renderPicker(null);
    expect(screen.getByText('בית')).toBeTruthy();
  });

  it('ticks, disables and toggles as the caller says, and ties the hint to the group', () => {
    const onToggle = renderPicker('en');
    const maison = screen.getByRole('checkbox', { name: /maison/ }) as HTMLInputElement;
    expect(maison.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /pomme/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(maison);
    expect(onToggle).toHaveBeenCalledWith(house);
    expect(screen.getByRole('group', { name: 'Choose words' }).getAttribute('aria-describedby')).toBe(
      screen.getByText('Pick some.').id,
    );
  });

  it('searches the learner’s words, and says when nothing matches or there are none', async () => {
    renderPicker('en');
    const search = screen.getByRole('searchbox', { name: 'Search your words' });
    fireEvent.change(search, { target: { value: 'pom' } });
    await vi.waitFor(() => expect(screen.queryByText('maison')).toBeNull());
    expect(screen.getByText('pomme')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(await screen.findByText('No words match.')).toBeTruthy();
    cleanup();
    renderPicker('en', []);
    expect(screen.getByText('You have no words yet.')).toBeTruthy();
  });

  it('words that could not be loaded say so, with a way to try again, never "no words yet"', async () => {
    const server = answering(500, { message: 'Something went wrong on our side.', code: 'INTERNAL' });
    vi.stubGlobal('fetch', server.fetch);
    renderWithData(
      <MyWordPicker
        legend="Choose words"
        hint="Pick some."
        t={t}
        refusals={{}}
        noWords="You have no words yet."
        isChecked={() => false}
        onToggle={vi.fn()}
      />,
      [[accountKeys.profile, { nativeLanguageCode: 'en' }]],
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Your words could not be loaded.');
    expect(alert.textContent).toContain('Something went wrong on our side.');
    expect(screen.queryByText('You have no words yet.')).toBeNull();
    const calls = server.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(server.calls.length).toBeGreaterThan(calls));
  });
});
