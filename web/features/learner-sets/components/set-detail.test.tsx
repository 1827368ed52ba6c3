// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';
import { setsKeys } from '~/web/lib/learner-data/sets-keys';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering, testStudySet, testWord } from '~/web/lib/test/test-words';
import { setsEn } from '../i18n/en';
import { SetDetail } from './set-detail';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SetDetail when the set cannot be shown', () => {
  it('a set that is gone (404) says it does not exist', async () => {
    vi.stubGlobal('fetch', answering(404, { message: 'Study set not found', code: 'NOT_FOUND' }).fetch);
    renderWithData(<SetDetail id="s1" />);
    expect(await screen.findByText(setsEn.detail.notFound)).toBeTruthy();
  });

  it('a server error says the set could not be loaded, and why, not that it was deleted', async () => {
    vi.stubGlobal(
      'fetch',
      answering(500, { message: 'Something went wrong on our side.', code: 'INTERNAL' }).fetch,
    );
    renderWithData(<SetDetail id="s1" />);
    expect(await screen.findByText(setsEn.detail.loadFailed, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(setsEn.refusals.INTERNAL)).toBeTruthy();
    expect(screen.queryByText(setsEn.detail.notFound)).toBeNull();
  });
});

const words = [testWord('w1', 'maison'), testWord('w2', 'école')];
const set = testStudySet(['w1', 'w2']);

/** The set, its words (a first page of `inSet`, more to come when `nextOffset`) and the picker's. */
function renderSet(inSet = words, nextOffset: number | null = null) {
  return renderWithData(<SetDetail id="s1" />, [
    [accountKeys.profile, { nativeLanguageCode: 'en' }],
    [setsKeys.detail('s1'), set],
    [
      myWordsKeys.list({ studySetId: 's1' }),
      { pages: [{ items: inSet, totalCount: inSet.length, nextOffset }], pageParams: [0] },
    ],
    [myWordsKeys.list({}), { pages: [{ items: words, totalCount: 2, nextOffset: null }], pageParams: [0] }],
  ]);
}

describe('SetDetail, the set’s words', () => {
  it('a failed next page keeps the words shown and says so beside Show more, with Try again', async () => {
    vi.stubGlobal(
      'fetch',
      answering(500, { message: 'Something went wrong on our side.', code: 'INTERNAL' }).fetch,
    );
    renderSet(words, 50);
    fireEvent.click(screen.getByRole('button', { name: setsEn.detail.loadMore }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(setsEn.detail.moreFailed);
    expect(alert.textContent).toContain('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Take maison out of the set' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take école out of the set' })).toBeTruthy();
    expect(screen.getByRole('button', { name: setsEn.detail.retry })).toBeTruthy();
  });
});

describe('SetDetail, editing the set', () => {
  it('puts the focus on the name as the form opens, and back on Edit when it is cancelled', () => {
    renderSet();
    fireEvent.click(screen.getByRole('button', { name: setsEn.detail.edit }));
    expect(document.activeElement).toBe(screen.getByLabelText(setsEn.create.name));
    fireEvent.click(screen.getByRole('button', { name: setsEn.detail.cancel }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: setsEn.detail.edit }));
  });

  it('puts the focus back on Edit once the set is saved', async () => {
    vi.stubGlobal('fetch', answering(200, { ...set, name: 'Maison' }).fetch);
    renderSet();
    fireEvent.click(screen.getByRole('button', { name: setsEn.detail.edit }));
    fireEvent.change(screen.getByLabelText(setsEn.create.name), { target: { value: 'Maison' } });
    fireEvent.click(screen.getByRole('button', { name: setsEn.detail.save }));
    expect(await screen.findByRole('heading', { name: 'Maison' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: setsEn.detail.edit })),
    );
  });

  it('sends only what was changed, so a name changed elsewhere meanwhile is not put back', async () => {
    const server = answering(200, { ...set, name: 'Home and garden', description: 'Rooms' });
    vi.stubGlobal('fetch', server.fetch);
    renderSet();
    fireEvent.click(screen.getByRole('button', { name: setsEn.detail.edit }));
    fireEvent.change(screen.getByLabelText(setsEn.create.description, { exact: false }), {
      target: { value: ' Rooms ' },
    });
    fireEvent.click(screen.getByRole('button', { name: setsEn.detail.save }));
    expect(await screen.findByRole('heading', { name: 'Home and garden' })).toBeTruthy();
    expect(server.calls.map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'PATCH', body: { description: 'Rooms' } },
    ]);
  });

  it('closes without a request when nothing was changed', () => {
    const server = answering(200, set);
    vi.stubGlobal('fetch', server.fetch);
    renderSet();
    fireEvent.click(screen.getByRole('button', { name: setsEn.detail.edit }));
    fireEvent.click(screen.getByRole('button', { name: setsEn.detail.save }));
    expect(server.calls).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: setsEn.detail.edit }));
  });
});
