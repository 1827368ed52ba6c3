// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
