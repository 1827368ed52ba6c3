// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyStudySetDetail } from '~/core/sets/study-set';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering, testWord } from '~/web/lib/test/test-words';
import { setsEn } from '../i18n/en';
import { SetWordPicker } from './set-word-picker';

const words = [testWord('w1', 'maison'), testWord('w2', 'école'), testWord('w3', 'pomme')];
const set: MyStudySetDetail = {
  id: 's1',
  name: 'Home',
  description: null,
  itemCount: 1,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  wordIds: ['w1'],
};

function renderPicker(current = set) {
  return renderWithData(<SetWordPicker set={current} t={setsEn} />, [
    [accountKeys.profile, { nativeLanguageCode: 'en' }],
    [myWordsKeys.list({}), { pages: [{ items: words, totalCount: 3, nextOffset: null }], pageParams: [0] }],
  ]);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SetWordPicker', () => {
  it('ticks the words already in the set', () => {
    renderPicker();
    expect((screen.getByRole('checkbox', { name: /maison/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /école/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('meaning of pomme')).toBeTruthy();
  });

  it('puts a ticked word in the set with PUT and says so', async () => {
    const api = answering(200, { ...set, itemCount: 2, wordIds: ['w1', 'w2'] });
    vi.stubGlobal('fetch', api.fetch);
    renderPicker();
    fireEvent.click(screen.getByRole('checkbox', { name: /école/ }));
    expect(await screen.findByText('école added to the set')).toBeTruthy();
    expect(api.calls).toEqual([{ url: '/api/me/study-sets/s1/words/w2', method: 'PUT', body: undefined }]);
  });

  it('a failed tick stays said when another word’s tick then succeeds', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('/w2')
        ? new Response(JSON.stringify({ message: 'Something went wrong on our side.', code: 'INTERNAL' }), {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response(JSON.stringify({ ...set, itemCount: 2, wordIds: ['w1', 'w3'] }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
    );
    renderPicker();
    fireEvent.click(screen.getByRole('checkbox', { name: /école/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /pomme/ }));
    expect(await screen.findByText('pomme added to the set')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('école: the set could not be changed.');
    expect((screen.getByRole('checkbox', { name: /école/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('takes an unticked word out with DELETE', async () => {
    const api = answering(200, { ...set, itemCount: 0, wordIds: [] });
    vi.stubGlobal('fetch', api.fetch);
    renderPicker();
    fireEvent.click(screen.getByRole('checkbox', { name: /maison/ }));
    expect(await screen.findByText('maison taken out of the set')).toBeTruthy();
    expect(api.calls).toEqual([{ url: '/api/me/study-sets/s1/words/w1', method: 'DELETE', body: undefined }]);
  });
});
