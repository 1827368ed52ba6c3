// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering } from '~/web/lib/test/test-words';
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
    expect(screen.getByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.queryByText(setsEn.detail.notFound)).toBeNull();
  });
});
