// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhanceShell } from '~/web/lib/enhance/shell';
import { SiteHeader } from './site-header';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const signedIn = () => Response.json({ user: { id: 'u1' }, session: { id: 's1' } });

/**
 * The public header as a page ships it (static markup) and its page script, signed in; `signOut`
 * answers the sign-out request, as the auth server or the network would.
 */
async function signedInHeader(signOut: () => Promise<Response>, path = '/') {
  const fetch = vi.fn((url: string) => (url.endsWith('/sign-out') ? signOut() : Promise.resolve(signedIn())));
  vi.stubGlobal('fetch', fetch);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  const router = createMemoryRouter([{ path: '*', element: <SiteHeader /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  enhanceShell({ themeKey: 'theme', languageKey: 'language', lastLearnerKey: 'last-learner', homeUrl: path });
  await screen.findByRole('button', { name: path.startsWith('/he') ? 'התנתקות' : 'Sign Out' });
  return { fetch, assign };
}

const stillSignedIn = () => {
  expect(screen.getByRole('link', { name: /Dashboard|לוח הבקרה/ })).toBeTruthy();
  expect(screen.queryByRole('link', { name: /Sign In|התחברות/ })).toBeNull();
};

describe("the public header's sign-out", () => {
  it('that the server refuses says so and leaves the reader where they were, signed in', async () => {
    const { fetch, assign } = await signedInHeader(async () =>
      Response.json({ message: 'Boom', code: 'INTERNAL' }, { status: 500 }),
    );
    expect(screen.getByRole('alert').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You could not be signed out. Check your connection and try again.',
      ),
    );
    expect(fetch).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' }));
    expect(assign).not.toHaveBeenCalled();
    stillSignedIn();
  });

  it('makes the device forget the learner for offline study, refused or not', async () => {
    localStorage.setItem('last-learner', 'user-1');
    await signedInHeader(async () => Response.json({ message: 'Boom', code: 'INTERNAL' }, { status: 500 }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    expect(localStorage.getItem('last-learner')).toBeNull();
  });

  it('that cannot reach the server says so in Hebrew on a Hebrew page', async () => {
    const { assign } = await signedInHeader(() => Promise.reject(new TypeError('Failed to fetch')), '/he');
    fireEvent.click(screen.getByRole('button', { name: 'התנתקות' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('לא הצלחנו לנתק אותך. בדקו את החיבור ונסו שוב.'),
    );
    expect(assign).not.toHaveBeenCalled();
    stillSignedIn();
  });

  it('that the server accepts goes to the home page, signed out', async () => {
    const { assign } = await signedInHeader(async () => Response.json({ success: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
  });
});
