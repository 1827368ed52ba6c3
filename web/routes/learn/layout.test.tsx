// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewSubmission } from '~/core/study/review';
import { signOutEn } from '~/web/features/learner-home/i18n/sign-out-en';
import { enqueueAnswer } from '~/web/features/learner-study/lib/answer-queue';
import { flashcardAnswer, reviewResult } from '~/web/features/learner-study/lib/study-item-factory';
import type { Route } from './+types/layout';
import Layout from './layout';

const post = vi.hoisted(() => vi.fn());
vi.mock('~/web/lib/api-client', () => ({ apiClient: { post, get: vi.fn() } }));
const signOut = vi.hoisted(() => vi.fn());
vi.mock('~/web/lib/auth-client', () => ({ authClient: { signOut } }));

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
let learners = 0;

/** The learner layout around a page that is not the study screen (Home). */
function renderLayout(userId: string) {
  const props = { loaderData: { user: { id: userId, email: null }, offline: false } } as Route.ComponentProps;
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: <Layout {...props} />,
        children: [{ index: true, element: <p>The home page</p> }],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
}

/** Waits until the layout's sync (loaded on demand) listens for the connection. */
async function syncListening(listen: { mock: { calls: unknown[][] } }) {
  await vi.waitFor(() => expect(listen.mock.calls.some(([type]) => type === 'online')).toBe(true));
}

beforeEach(() => {
  online = true;
  post.mockReset();
  signOut.mockReset();
  post.mockImplementation(
    async (_path: string, _schema: unknown, { body }: { body: { reviews: ReviewSubmission[] } }) => ({
      results: body.reviews.map((review) =>
        reviewResult({ id: review.id, cardId: review.cardId, status: 'applied' }),
      ),
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the learner layout, on a page other than Study', () => {
  it('sends an answer given offline once the browser is back online', async () => {
    const userId = `layout-learner-${++learners}`;
    online = false;
    await enqueueAnswer(userId, flashcardAnswer('22222222-2222-4222-8222-222222222222'));
    const listen = vi.spyOn(window, 'addEventListener');
    renderLayout(userId);
    expect(await screen.findByText('The home page')).toBeTruthy();
    await syncListening(listen);
    expect(post).not.toHaveBeenCalled();
    act(() => {
      online = true;
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/me/reviews', expect.anything(), expect.anything()),
    );
    expect(post.mock.calls[0]![2].body.reviews.map((review: ReviewSubmission) => review.id)).toEqual([
      '22222222-2222-4222-8222-222222222222',
    ]);
  });

  it('asks before signing out while answers could not be sent, and stays on Stay', async () => {
    const userId = `layout-learner-${++learners}`;
    online = false;
    await enqueueAnswer(userId, flashcardAnswer('33333333-3333-4333-8333-333333333333'));
    await enqueueAnswer(userId, flashcardAnswer('44444444-4444-4444-8444-444444444444'));
    renderLayout(userId);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Sign Out' }))[0]!);
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    expect(dialog.textContent).toContain('2 answers are not saved yet');
    fireEvent.click(screen.getByRole('button', { name: signOutEn.stay }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(signOut).not.toHaveBeenCalled();
  });

  it('sends the waiting answers, then signs out without asking', async () => {
    const userId = `layout-learner-${++learners}`;
    await enqueueAnswer(userId, flashcardAnswer('55555555-5555-4555-8555-555555555555'));
    signOut.mockResolvedValue({ error: { message: 'stop here' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLayout(userId);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Sign Out' }))[0]!);
    await vi.waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/me/reviews', expect.anything(), expect.anything());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
