// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import VerifyEmailPage, { clientLoader } from './verify-email';

const getSession = vi.hoisted(() => vi.fn());
vi.mock('~/web/lib/session', () => ({ getSession }));

const signedIn = (email: string) => ({
  data: { user: { email, emailVerified: true }, session: { userId: 'u', expiresAt: '' } },
  error: null,
});

function open(url: string) {
  const page = { loader: clientLoader, Component: VerifyEmailPage, HydrateFallback: () => null };
  const router = createMemoryRouter(
    [
      { path: '/verify-email', ...page },
      { path: '/he/verify-email', ...page },
      { path: '/dashboard', element: <p>The dashboard</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  getSession.mockReset();
});

describe('the email verification page', () => {
  it('goes on to the dashboard of the learner the link signed in', async () => {
    getSession.mockResolvedValue(signedIn('owner@example.com'));
    open('/verify-email');
    expect(await screen.findByText('The dashboard')).toBeTruthy();
  });

  // The server verified the address but kept the session of whoever was signed in in that browser.
  it('says who is still signed in when the link was for another account, in English and Hebrew', async () => {
    getSession.mockResolvedValue(signedIn('someone.else@example.com'));
    open('/verify-email?account=other');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'This email address is verified',
    );
    expect(screen.getByText(/You are still signed in as/).textContent).toContain('someone.else@example.com');
    expect(screen.getByRole('link', { name: 'Continue to Vocably' }).getAttribute('href')).toBe('/dashboard');
    cleanup();

    open('/he/verify-email?account=other');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('כתובת האימייל אומתה');
    expect(screen.getByText(/אתם עדיין מחוברים בתור/).textContent).toContain('someone.else@example.com');
  });

  it('shows the way to sign in when the other session has ended meanwhile', async () => {
    getSession.mockResolvedValue({ data: null, error: null });
    open('/verify-email?account=other');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your email is verified');
  });
});
