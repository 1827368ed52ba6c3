// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyStory } from '~/core/stories/my-story';
import type { MyWord } from '~/core/words/my-word';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering, testStory, testWord } from '~/web/lib/test/test-words';
import { storiesEn } from '../i18n/en';
import { storiesHe } from '../i18n/he';
import { StoryReader } from './story-reader';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const story = testStory('story-1', {
  title: 'Maya’s Day',
  text: 'Maya woke early and walked past the maison on the corner.\n\nThe école was quiet; Maya loved the école.',
  actualWordCount: 19,
  languageCode: 'en',
  wordIds: ['w-maison', 'w-ecole', 'w-pomme'],
});

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
    const popover = await screen.findByText('What “\u2068école\u2069” means');
    const content = popover.parentElement!;
    expect(within(content).getByText('an educational institution')).toBeTruthy();
    expect(within(content).getByText('school')).toBeTruthy();
    expect(ecole.getAttribute('aria-describedby')).toBe(content.id);
    expect(document.activeElement).toBe(ecole);
    await act(async () => ecole.blur());
    expect(screen.queryByText('What “\u2068école\u2069” means')).toBeNull();
  });

  it('opens on a tap and closes on a second one', async () => {
    renderReader();
    const maison = screen.getByRole('button', { name: 'maison' });
    // As a browser does: the press focuses the word (which opens it), then the click.
    const tap = async () =>
      act(async () => {
        fireEvent.pointerDown(maison);
        maison.focus();
        fireEvent.click(maison, { detail: 1 });
      });
    await tap();
    expect(await screen.findByText('What “\u2068maison\u2069” means')).toBeTruthy();
    await tap();
    expect(screen.queryByText('What “\u2068maison\u2069” means')).toBeNull();
  });

  it('toggles on Enter from what is shown, also after Escape closed it', async () => {
    renderReader();
    const maison = screen.getByRole('button', { name: 'maison' });
    const title = 'What “\u2068maison\u2069” means';
    // A button's Enter or Space is a click with no press (detail 0).
    const enter = async () => act(async () => fireEvent.click(maison, { detail: 0 }));
    await act(async () => maison.focus());
    expect(await screen.findByText(title)).toBeTruthy();
    await enter();
    expect(screen.queryByText(title)).toBeNull();
    await enter();
    expect(await screen.findByText(title)).toBeTruthy();
    await act(async () => fireEvent.keyDown(maison, { key: 'Escape', code: 'Escape' }));
    expect(screen.queryByText(title)).toBeNull();
    await enter();
    expect(await screen.findByText(title)).toBeTruthy();
    expect(document.activeElement).toBe(maison);
  });
});

describe('StoryReader’s word popover on a Hebrew page', () => {
  it('names the part of speech in Hebrew, and sets a definition in its own direction, not forced English', async () => {
    // The learner's own word, defined in Hebrew; the dictionary's words are defined in English.
    const own = word('w-maison', 'maison', 'בית מגורים', 'house');
    renderWithData(<StoryReader story={story} t={storiesHe} numberLocale="he-IL" />, [
      [myWordsKeys.detail('w-maison'), own],
    ]);
    const maison = screen.getByRole('button', { name: 'maison' });
    await act(async () => maison.focus());
    const definition = (await screen.findByText('בית מגורים')).closest('p')!;
    expect(definition.getAttribute('dir')).toBe('auto');
    expect(definition.getAttribute('lang')).toBeNull();
    const part = within(definition).getByText('שם עצם');
    expect(part.getAttribute('lang')).toBe('he');
  });

  it('isolates the word in the title, so its direction cannot reorder the Hebrew around it', async () => {
    renderWithData(<StoryReader story={story} t={storiesHe} numberLocale="he-IL" />, [
      [myWordsKeys.detail('w-maison'), word('w-maison', 'maison', 'a dwelling', 'house')],
    ]);
    await act(async () => screen.getByRole('button', { name: 'maison' }).focus());
    expect(await screen.findByText('מה פירוש ״\u2068maison\u2069״')).toBeTruthy();
  });

  it('says the meaning could not be loaded when the device is offline, instead of loading for ever', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderWithData(<StoryReader story={story} t={storiesHe} numberLocale="he-IL" />, []);
    await act(async () => screen.getByRole('button', { name: 'maison' }).focus());
    // The query tries once more, a second later, before it gives up.
    const failed = await screen.findByText(
      storiesHe.reader.definitionFailed,
      { exact: false },
      { timeout: 4000 },
    );
    expect(failed.textContent).toBe(
      `${storiesHe.reader.definitionFailed} ${storiesHe.refusals.NETWORK_FAILURE}`,
    );
    expect(screen.queryByText(storiesHe.reader.loadingDefinition)).toBeNull();
  });
});

describe('StoryReader’s word popover when the server fails', () => {
  it('says the meaning could not be loaded, and why, instead of loading for ever', async () => {
    vi.stubGlobal(
      'fetch',
      answering(500, { message: 'Something went wrong on our side.', code: 'INTERNAL' }).fetch,
    );
    renderWithData(<StoryReader story={story} t={storiesEn} numberLocale="en-US" />, []);
    await act(async () => screen.getByRole('button', { name: 'maison' }).focus());
    const failed = await screen.findByText(
      storiesEn.reader.definitionFailed,
      { exact: false },
      { timeout: 4000 },
    );
    expect(failed.textContent).toBe(`${storiesEn.reader.definitionFailed} ${storiesEn.refusals.INTERNAL}`);
    expect(screen.queryByText(storiesEn.reader.loadingDefinition)).toBeNull();
  });
});

describe('StoryReader’s language marks', () => {
  const untitled: MyStory = { ...story, title: null, languageCode: 'fr', words: ['maison', 'école'] };

  it('leaves "Untitled story" in the page’s language: it is not the story’s French', () => {
    renderWithData(<StoryReader story={untitled} t={storiesEn} numberLocale="en-US" />, []);
    expect(
      screen.getByRole('heading', { level: 1, name: storiesEn.list.untitled }).getAttribute('lang'),
    ).toBeNull();
  });

  it('sets the story’s own title, and the words chosen for it, in the story’s language and direction', () => {
    renderWithData(
      <StoryReader story={{ ...untitled, title: 'Où est le chat ?' }} t={storiesHe} numberLocale="he-IL" />,
      [],
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Où est le chat ?' }).getAttribute('lang')).toBe(
      'fr',
    );
    const words = screen.getByText('maison, école');
    expect(words.getAttribute('lang')).toBe('fr');
    expect(words.getAttribute('dir')).toBe('auto');
  });
});
