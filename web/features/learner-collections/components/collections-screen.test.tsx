// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering } from '~/web/lib/test/test-words';
import { collectionsEn } from '../i18n/en';
import { CollectionsScreen } from './collections-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CollectionsScreen', () => {
  it('a profile that could not be read says so, not "choose your language"', async () => {
    vi.stubGlobal(
      'fetch',
      answering(500, { message: 'Something went wrong on our side.', code: 'INTERNAL' }).fetch,
    );
    renderWithData(<CollectionsScreen />);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain(collectionsEn.loadFailed);
    expect(alert.textContent).toContain('Something went wrong on our side.');
    expect(screen.queryByText(collectionsEn.noLanguage, { exact: false })).toBeNull();
  });
});
