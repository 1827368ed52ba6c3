// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { format } from '~/web/lib/i18n/format';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';
import { setsKeys } from '~/web/lib/learner-data/sets-keys';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering } from '~/web/lib/test/test-words';
import { wordsEn } from '../i18n/en';
import { WordsScreen } from './words-screen';

function renderScreen() {
  return renderWithData(<WordsScreen />, [
    [accountKeys.profile, { nativeLanguageCode: 'en', targetLanguageCode: 'fr' }],
    [setsKeys.list, { items: [] }],
    [myWordsKeys.list({}), { pages: [{ items: [], totalCount: 0, nextOffset: null }], pageParams: [0] }],
  ]);
}

// Radix tabs switch on mouse down (and on keyboard focus), not on click.
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }));
const typed = (label: RegExp | string) => (screen.getByLabelText(label) as HTMLInputElement).value;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WordsScreen tabs', () => {
  it('keep the dictionary search and a half-written own word when the learner switches tabs', () => {
    vi.stubGlobal('fetch', answering(200, { items: [] }).fetch);
    renderScreen();
    fireEvent.change(screen.getByLabelText(wordsEn.search.label), { target: { value: 'maison' } });
    openTab(wordsEn.add.tabs.custom);
    fireEvent.change(screen.getByLabelText(wordsEn.custom.word), { target: { value: 'boulangerie' } });
    fireEvent.change(screen.getByLabelText(/^Translation\s*\(optional\)/), { target: { value: 'bakery' } });
    openTab(wordsEn.add.tabs.dictionary);
    expect(typed(wordsEn.search.label)).toBe('maison');
    openTab(wordsEn.add.tabs.custom);
    expect(typed(wordsEn.custom.word)).toBe('boulangerie');
    expect(typed(/^Translation\s*\(optional\)/)).toBe('bakery');
  });

  it('hide the inactive panel, so that it is neither shown, focused nor announced', () => {
    vi.stubGlobal('fetch', answering(200, { items: [] }).fetch);
    renderScreen();
    const custom = document.getElementById(
      screen.getByRole('tab', { name: wordsEn.add.tabs.custom }).getAttribute('aria-controls')!,
    )!;
    expect(custom.hidden).toBe(true);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    openTab(wordsEn.add.tabs.custom);
    expect(custom.hidden).toBe(false);
    const dictionary = screen
      .getByRole('tab', { name: wordsEn.add.tabs.dictionary })
      .getAttribute('aria-controls')!;
    expect(document.getElementById(dictionary)!.hidden).toBe(true);
  });

  it('“Add it as your own word” fills the word and its language, and keeps what was already written', async () => {
    vi.stubGlobal('fetch', answering(200, { items: [] }).fetch);
    renderScreen();
    openTab(wordsEn.add.tabs.custom);
    fireEvent.change(screen.getByLabelText(/^Definition/), { target: { value: 'a small round loaf' } });
    fireEvent.change(screen.getByLabelText(/^Tags/), { target: { value: 'food' } });
    openTab(wordsEn.add.tabs.dictionary);
    fireEvent.change(screen.getByLabelText(wordsEn.search.language), { target: { value: 'es' } });
    fireEvent.change(screen.getByLabelText(wordsEn.search.label), { target: { value: 'bolillo' } });
    fireEvent.click(await screen.findByRole('button', { name: wordsEn.search.addOwn }, { timeout: 3000 }));
    expect(typed(wordsEn.custom.word)).toBe('bolillo');
    expect(typed(wordsEn.custom.language)).toBe('es');
    expect(typed(/^Definition/)).toBe('a small round loaf');
    expect(typed(/^Tags/)).toBe('food');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Definition/));
    // A second word carried over replaces the first, which the learner left as it came.
    openTab(wordsEn.add.tabs.dictionary);
    fireEvent.change(screen.getByLabelText(wordsEn.search.label), { target: { value: 'telera' } });
    await screen.findByText(format(wordsEn.search.noResults, { q: 'telera' }), {}, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: wordsEn.search.addOwn }));
    expect(typed(wordsEn.custom.word)).toBe('telera');
    expect(typed(/^Definition/)).toBe('a small round loaf');
  });

  it('a word the learner typed stays when another is carried over from the search', async () => {
    vi.stubGlobal('fetch', answering(200, { items: [] }).fetch);
    renderScreen();
    openTab(wordsEn.add.tabs.custom);
    fireEvent.change(screen.getByLabelText(wordsEn.custom.word), { target: { value: 'boulangerie' } });
    fireEvent.change(screen.getByLabelText(/^Translation\s*\(optional\)/), { target: { value: 'bakery' } });
    openTab(wordsEn.add.tabs.dictionary);
    fireEvent.change(screen.getByLabelText(wordsEn.search.label), { target: { value: 'zzz' } });
    fireEvent.click(await screen.findByRole('button', { name: wordsEn.search.addOwn }, { timeout: 3000 }));
    expect(typed(wordsEn.custom.word)).toBe('boulangerie');
    expect(typed(/^Translation\s*\(optional\)/)).toBe('bakery');
    expect(document.activeElement).toBe(screen.getByLabelText(wordsEn.custom.word));
  });
});
