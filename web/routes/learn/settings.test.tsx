// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLearnerLocale } from '~/web/lib/i18n/learner-locale';
import Settings from './settings';

// The page's title is what is checked here, not the settings themselves (they fetch the profile).
vi.mock('~/web/features/learner-settings/components/settings-screen', () => ({ SettingsScreen: () => null }));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderSettings() {
  const router = createMemoryRouter([{ path: '/dashboard/settings', element: <Settings /> }], {
    initialEntries: ['/dashboard/settings'],
  });
  render(<RouterProvider router={router} />);
}

describe('the settings page, rendered in the browser', () => {
  it("titles the tab in the learner's language", () => {
    setLearnerLocale('he');
    renderSettings();
    expect(document.title).toBe('הגדרות — Vocably');
  });

  it('changes the title with the language, without a navigation', () => {
    setLearnerLocale('en');
    renderSettings();
    expect(document.title).toBe('Settings — Vocably');
    act(() => setLearnerLocale('he'));
    expect(document.title).toBe('הגדרות — Vocably');
  });
});
