// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORY_MIN_WORDS } from '~/core/stories/story-lengths';
import type { MyWordList } from '~/core/words/my-word';
import { format } from '~/web/lib/i18n/format';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';
import { serverWords } from '~/web/lib/test/refusal';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering, testWord } from '~/web/lib/test/test-words';
import { type StoriesMessages, storiesEn } from '../i18n/en';
import { storiesHe } from '../i18n/he';
import { StoryCreator } from './story-creator';

// The server's refusals on the Stories page, said in the page's language by their code. An English
// page shows the server's own words where they name what the page does not know: the plan's limit
// and the way past it, how many stories a minute, what the generator did wrong, the words left out.

const pages: [string, StoriesMessages, readonly string[]][] = [
  ['Hebrew', storiesHe, []],
  [
    'English',
    storiesEn,
    [
      'LIMIT_REACHED',
      'TOO_MANY_STORIES',
      'STORY_GENERATOR_FAILED',
      'STORY_TOO_LONG',
      'STORY_WRONG_LANGUAGE',
      'STORY_INCOMPLETE',
    ],
  ],
];
const words = ['maison', 'école', 'pomme'].map((value, index) => testWord(`w${index}`, value));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(pages)('the %s Stories page', (_, t, serverSays) => {
  it.each([
    ['LIMIT_REACHED', 403],
    ['STORY_TOO_FEW_WORDS', 400],
    ['TOO_MANY_STORIES', 429],
    ['STORY_GENERATOR_FAILED', 502],
    ['STORY_TOO_LONG', 502],
    ['STORY_WRONG_LANGUAGE', 502],
    ['STORY_INCOMPLETE', 502],
    ['WORD_NOT_FOUND', 404],
  ] as const)('says why the story was not written (%s) in its language', async (code, status) => {
    vi.stubGlobal('fetch', answering(status, { message: serverWords(code), code }).fetch);
    const page: MyWordList = { items: words, totalCount: words.length, nextOffset: null };
    renderWithData(<StoryCreator t={t} numberLocale="en-US" />, [
      [accountKeys.profile, { nativeLanguageCode: 'en' }],
      [myWordsKeys.list({}), { pages: [page], pageParams: [0] }],
    ]);
    for (const word of words) fireEvent.click(screen.getByLabelText(new RegExp(word.word.value)));
    fireEvent.click(screen.getByRole('button', { name: t.create.submit }));
    const alert = within(await screen.findByRole('alert'));
    if (serverSays.includes(code)) expect(alert.getByText(serverWords(code))).toBeTruthy();
    else {
      expect(alert.getByText(format(t.refusals[code] ?? code, { min: STORY_MIN_WORDS }))).toBeTruthy();
      expect(alert.queryByText(serverWords(code))).toBeNull();
    }
  });
});

// A Hebrew page does not know the learner's tier: its LIMIT_REACHED also names asking support, the
// way past the limit for Pro learners, who cannot upgrade.
it('the Hebrew LIMIT_REACHED does not send only to upgrading', () => {
  expect(storiesHe.refusals.LIMIT_REACHED).toContain('לפנות לתמיכה כדי להגדיל את המגבלה');
});
