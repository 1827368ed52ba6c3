// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { requireLearner } from './learner-guard';
import { sessionAnswerReuseMs } from './session';

// The real session request (web/lib/session.ts) against a stand-in for the server's
// GET /api/auth/get-session: the test counts the requests that reach it.
const sessionEndpoint = vi.fn<() => Promise<Response>>();
const signedIn = () =>
  sessionEndpoint.mockImplementation(async () =>
    Response.json({
      user: { id: 'u1', email: 'a@example.com' },
      session: { userId: 'u1', expiresAt: '2026-12-05T00:00:00.000Z' },
    }),
  );
const signedOut = () => sessionEndpoint.mockImplementation(async () => Response.json(null));
const networkDown = () => sessionEndpoint.mockRejectedValue(new TypeError('Failed to fetch'));

/** Past the moment in which a session answer is shared: the next check asks again. */
const later = () => vi.advanceTimersByTime(sessionAnswerReuseMs + 1);

// One fake clock for the file: each test starts past the previous one's shared answer.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.stubGlobal('fetch', (url: string) => {
    expect(url).toBe('/api/auth/get-session');
    return sessionEndpoint();
  });
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  later();
  localStorage.clear();
  sessionEndpoint.mockReset();
});

describe('requireLearner', () => {
  it('lets a signed-in learner in, and the layout and its page share one session check', async () => {
    signedIn();
    const [layout, page] = await Promise.all([requireLearner({ allowOffline: true }), requireLearner()]);
    expect(layout).toEqual({ user: { id: 'u1', email: 'a@example.com' }, offline: false });
    expect(page).toEqual(layout);
    expect(sessionEndpoint).toHaveBeenCalledTimes(1);
    // A later check asks again.
    later();
    await requireLearner();
    expect(sessionEndpoint).toHaveBeenCalledTimes(2);
  });

  it('shares the answer with a check that starts a moment after it arrived, and only for that moment', async () => {
    signedIn();
    await requireLearner({ allowOffline: true });
    // The page's module loaded after the layout's check had its answer.
    vi.advanceTimersByTime(sessionAnswerReuseMs - 1);
    await requireLearner();
    expect(sessionEndpoint).toHaveBeenCalledTimes(1);
    // Signed out since: past the moment, the next check asks and sends the visitor to sign in.
    vi.advanceTimersByTime(2);
    signedOut();
    await expect(requireLearner()).rejects.toBeInstanceOf(Response);
    expect(sessionEndpoint).toHaveBeenCalledTimes(2);
  });

  it('never shares a failed request: the next check asks again at once', async () => {
    networkDown();
    await expect(requireLearner()).rejects.toBeInstanceOf(Response);
    signedIn();
    expect(await requireLearner()).toMatchObject({ offline: false });
    expect(sessionEndpoint).toHaveBeenCalledTimes(2);
  });

  it('offline, lets the last learner of this device into offline pages only', async () => {
    signedIn();
    await requireLearner();
    later();
    // The session request cannot be made: fetch rejects.
    networkDown();
    expect(await requireLearner({ allowOffline: true })).toEqual({
      user: { id: 'u1', email: null },
      offline: true,
    });
    later();
    await expect(requireLearner()).rejects.toBeInstanceOf(Response);
  });

  it('sends a visitor without a session to sign in', async () => {
    signedOut();
    const refused = await requireLearner().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get('Location')).toBe('/login');
    // A document load: /login is a static page the client app cannot render (ADR 0015).
    expect((refused as Response).headers.get('X-Remix-Reload-Document')).toBe('true');
  });
});
