// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyStory } from '~/core/stories/my-story';
import type { MyWord } from '~/core/words/my-word';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { testWord } from '~/web/lib/test/test-words';
import { storiesEn } from '../i18n/en';
import { StoryReader } from './story-reader';

afterEach(cleanup);

const story: MyStory = {
  id: 'story-1',
  title: 'Maya’s Day',
  text: 'Maya woke early and walked past the maison on the corner.\n\nThe école was quiet; Maya loved the école.',
  actualWordCount: 19,
  length: 'Very Short',
  languageCode: 'en',
  words: ['maison', 'école', 'pomme'],
  wordIds: ['w-maison', 'w-ecole', 'w-pomme'],
  generator: 'template',
  sentences: null,
  createdAt: '2026-11-23T10:00:00.000Z',
};

function word(id: string, value: string, definition: string, english: string): MyWord {
  const base = testWord(id, value, {
    status: 'learning',
    card: {
      state: 'review',
      due: null,
      stability: 3,
      difficulty: 5,
      reps: 2,
      lapses: 0,
      scheduledDays: 3,
      lastReview: null,
    },
    createdAt: story.createdAt,
    updatedAt: story.createdAt,
  });
  return {
    ...base,
    word: {
      ...base.word,
      definitions: [{ partOfSpeech: 'noun', definition, examples: [] }],
      translations: { en: [english] },
    },
  };
}

function renderReader() {
  renderWithData(<StoryReader story={story} t={storiesEn} numberLocale="en-US" />, [
    [myWordsKeys.detail('w-ecole'), word('w-ecole', 'école', 'an educational institution', 'school')],
    [myWordsKeys.detail('w-maison'), word('w-maison', 'maison', 'a dwelling', 'house')],
  ]);
}

describe('StoryReader', () => {
  it('shows a sentence’s translation on a tap, and hides it again', () => {
    const spanish: MyStory = {
      ...story,
      languageCode: 'es',
      text: 'Es un día normal. La casa es grande.',
      words: ['casa', 'día', 'normal'],
      sentences: [
        { text: 'Es un día normal.', translation: { text: 'It is an ordinary day.', language: 'en' } },
        { text: 'La casa es grande.', translation: { text: 'The house is big.', language: 'en' } },
      ],
    };
    renderWithData(<StoryReader story={spanish} t={storiesEn} numberLocale="en-US" />, []);
    const buttons = screen.getAllByRole('button', { name: 'Show the translation' });
    expect(buttons).toHaveLength(2);
    const translation = screen.getByText('The house is big.');
    expect(translation.hidden).toBe(true);
    expect(translation.getAttribute('lang')).toBe('en');
    fireEvent.click(buttons[1]!);
    expect(translation.hidden).toBe(false);
    expect(buttons[1]!.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('It is an ordinary day.').hidden).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Hide the translation' }));
    expect(translation.hidden).toBe(true);
  });

  it('sets the story in its own direction, not the interface’s (an English story in the Hebrew interface)', () => {
    renderReader();
    const paragraph = screen.getByText(/Maya woke early/).closest('p');
    expect(paragraph?.parentElement?.getAttribute('dir')).toBe('auto');
    expect(screen.getByRole('heading', { name: 'Maya’s Day' }).getAttribute('dir')).toBe('auto');
  });

  it('highlights every use of the chosen words as a button, and says it is a template story', () => {
    renderReader();
    const marks = screen.getAllByRole('button').map((button) => button.textContent);
    expect(marks).toEqual(['maison', 'école', 'école']);
    expect(screen.getByText('Template, not AI')).toBeTruthy();
    expect(screen.getByText(/not by AI/)).toBeTruthy();
    expect(screen.getByText('Very short · 19 words · Nov 23, 2026')).toBeTruthy();
  });

  it('shows a word’s meaning when it takes focus, as its description, and hides it on blur', async () => {
    renderReader();
    const ecole = screen.getAllByRole('button', { name: 'école' })[0]!;
    await act(async () => ecole.focus());
    const popover = await screen.findByText('What “école” means');
    const content = popover.parentElement!;
    expect(within(content).getByText('an educational institution')).toBeTruthy();
    expect(within(content).getByText('school')).toBeTruthy();
    expect(ecole.getAttribute('aria-describedby')).toBe(content.id);
    expect(document.activeElement).toBe(ecole);
    await act(async () => ecole.blur());
    expect(screen.queryByText('What “école” means')).toBeNull();
  });

  it('opens on a tap and closes on a second one', async () => {
    renderReader();
    const maison = screen.getByRole('button', { name: 'maison' });
    await act(async () => {
      fireEvent.pointerDown(maison);
      fireEvent.click(maison);
    });
    expect(await screen.findByText('What “maison” means')).toBeTruthy();
    await act(async () => {
      fireEvent.pointerDown(maison);
      fireEvent.click(maison);
    });
    expect(screen.queryByText('What “maison” means')).toBeNull();
  });
});
