// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyStudySet } from '~/core/sets/study-set';
import { setsKeys } from '~/web/lib/learner-data/sets-keys';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering } from '~/web/lib/test/test-words';
import { setsEn } from '../i18n/en';
import { SetList } from './set-list';

const set = (id: string, name: string): MyStudySet => ({
  id,
  name,
  description: null,
  itemCount: 0,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SetList', () => {
  it('after a set is deleted, puts the focus on the list’s heading (its card, and Delete, are gone)', async () => {
    vi.stubGlobal('fetch', answering(204, null).fetch);
    renderWithData(<SetList t={setsEn} numberLocale="en-US" />, [
      [setsKeys.list, { items: [set('s1', 'Home'), set('s2', 'Travel')] }],
    ]);
    const remove = screen.getByRole('button', { name: 'Delete Home' });
    act(() => remove.focus());
    fireEvent.click(remove);
    fireEvent.click(await screen.findByRole('button', { name: setsEn.remove.confirm }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Home' })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: setsEn.list.title })),
    );
  });
});
