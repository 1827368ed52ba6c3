// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';
import { serverWords } from '~/web/lib/test/refusal';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering, testStudySet, testWord } from '~/web/lib/test/test-words';
import { type SetsMessages, setsEn } from '../i18n/en';
import { setsHe } from '../i18n/he';
import { CreateSetForm } from './create-set-form';
import { SetWordPicker } from './set-word-picker';

// The server's refusals on the study set pages, said in the page's language by their code.

const pages: [string, SetsMessages][] = [
  ['Hebrew', setsHe],
  ['English', setsEn],
];
const refusing = (code: string, status: number) =>
  vi.stubGlobal('fetch', answering(status, { message: serverWords(code), code }).fetch);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(pages)('the %s study set pages', (_, t) => {
  it(`say the plan’s limit of sets (LIMIT_REACHED) ${t === setsEn ? 'in the server’s words (the limit, the way past it)' : 'in their language'}`, async () => {
    refusing('LIMIT_REACHED', 403);
    renderWithData(<CreateSetForm t={t} />);
    fireEvent.change(screen.getByLabelText(t.create.name), { target: { value: 'Home' } });
    fireEvent.click(screen.getByRole('button', { name: t.create.submit }));
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText(t.limit.title)).toBeTruthy();
    if (t === setsEn) expect(alert.getByText(serverWords('LIMIT_REACHED'))).toBeTruthy();
    else {
      expect(alert.getByText(setsHe.refusals.LIMIT_REACHED ?? '')).toBeTruthy();
      expect(alert.queryByText(serverWords('LIMIT_REACHED'))).toBeNull();
    }
  });

  it.each([
    ['STUDY_SET_NOT_FOUND', 404],
    ['WORD_NOT_IN_SET', 404],
    ['WORD_NOT_FOUND', 404],
  ] as const)('say why a word was not put in or taken out (%s) in their language', async (code, status) => {
    refusing(code, status);
    renderWithData(<SetWordPicker set={testStudySet(['w1'])} t={t} />, [
      [accountKeys.profile, { nativeLanguageCode: 'en' }],
      [
        myWordsKeys.list({}),
        { pages: [{ items: [testWord('w1', 'maison')], totalCount: 1, nextOffset: null }], pageParams: [0] },
      ],
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: /maison/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.refusals[code] ?? code);
    expect(alert.textContent).not.toContain(serverWords(code));
  });
});

// A Hebrew page does not know the learner's tier: its LIMIT_REACHED also names asking support, the
// way past the limit for Pro learners, who cannot upgrade.
it('the Hebrew LIMIT_REACHED does not send only to upgrading', () => {
  expect(setsHe.refusals.LIMIT_REACHED).toContain('לפנות לתמיכה כדי להגדיל את המגבלה');
});
