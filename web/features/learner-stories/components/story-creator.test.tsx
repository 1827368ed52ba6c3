// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyWordList } from '~/core/words/my-word';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { testWord } from '~/web/lib/test/test-words';
import { storiesEn } from '../i18n/en';
import { StoryCreator } from './story-creator';

afterEach(cleanup);

const words = ['maison', 'école', 'pomme', 'clé'].map((value, index) => testWord(`w${index}`, value));

function renderCreator() {
  const page: MyWordList = { items: words, totalCount: words.length, nextOffset: null };
  renderWithData(<StoryCreator t={storiesEn} numberLocale="en-US" />, [
    [accountKeys.profile, { nativeLanguageCode: 'en' }],
    [myWordsKeys.list({}), { pages: [page], pageParams: [0] }],
  ]);
}

describe('StoryCreator', () => {
  it('keeps Create disabled below three words and says why, then enables it', () => {
    renderCreator();
    const create = screen.getByRole('button', { name: 'Create story' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    const why = document.getElementById(create.getAttribute('aria-describedby')!);
    expect(why?.textContent).toBe('Choose 3 more words: a story needs at least 3.');
    fireEvent.click(screen.getByLabelText(/maison/));
    fireEvent.click(screen.getByLabelText(/école/));
    expect(document.getElementById(create.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choose 1 more word: a story needs at least 3.',
    );
    expect(screen.getByText('2 words chosen')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/pomme/));
    expect(create.disabled).toBe(false);
    expect(create.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove pomme' }));
    expect(create.disabled).toBe(true);
  });

  it('offers the four lengths with their word ranges', () => {
    renderCreator();
    expect(screen.getByRole('radio', { name: /Very short\s*50–100 words/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Long\s*350–500 words/ })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /^Short/ }) as HTMLInputElement).checked).toBe(true);
  });
});
