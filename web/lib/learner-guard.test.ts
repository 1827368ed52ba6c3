// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const getSession = vi.hoisted(() => vi.fn());
vi.mock('./session', () => ({ getSession }));

const { requireLearner, sessionAnswerReuseMs } = await import('./learner-guard');

/** Past the moment in which a session answer is shared: the next check asks again. */
const later = () => vi.advanceTimersByTime(sessionAnswerReuseMs + 1);

// One fake clock for the file: each test starts past the previous one's shared answer.
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterAll(() => vi.useRealTimers());
beforeEach(() => {
  later();
  localStorage.clear();
  getSession.mockReset();
});

describe('requireLearner', () => {
  it('lets a signed-in learner in, and the layout and its page share one session check', async () => {
    getSession.mockResolvedValue({ data: { user: { id: 'u1', email: 'a@example.com' } }, error: null });
    const [layout, page] = await Promise.all([requireLearner({ allowOffline: true }), requireLearner()]);
    expect(layout).toEqual({ user: { id: 'u1', email: 'a@example.com' }, offline: false });
    expect(page).toEqual(layout);
    expect(getSession).toHaveBeenCalledTimes(1);
    // A later check asks again.
    later();
    await requireLearner();
    expect(getSession).toHaveBeenCalledTimes(2);
  });

  it('shares the answer with a check that starts a moment after it arrived, and only for that moment', async () => {
    getSession.mockResolvedValue({ data: { user: { id: 'u1', email: 'a@example.com' } }, error: null });
    await requireLearner({ allowOffline: true });
    // The page's module loaded after the layout's check had its answer.
    vi.advanceTimersByTime(sessionAnswerReuseMs - 1);
    await requireLearner();
    expect(getSession).toHaveBeenCalledTimes(1);
    // Signed out since: past the moment, the next check asks and sends the visitor to sign in.
    vi.advanceTimersByTime(2);
    getSession.mockResolvedValue({ data: null, error: null });
    await expect(requireLearner()).rejects.toBeInstanceOf(Response);
    expect(getSession).toHaveBeenCalledTimes(2);
  });

  it('never shares a failed request: the next check asks again at once', async () => {
    getSession.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(requireLearner()).rejects.toBeInstanceOf(Response);
    getSession.mockResolvedValue({ data: { user: { id: 'u1', email: 'a@example.com' } }, error: null });
    expect(await requireLearner()).toMatchObject({ offline: false });
    expect(getSession).toHaveBeenCalledTimes(2);
  });

  it('offline, lets the last learner of this device into offline pages only', async () => {
    getSession.mockResolvedValue({ data: { user: { id: 'u1', email: 'a@example.com' } }, error: null });
    await requireLearner();
    later();
    // The session request cannot be made: fetch rejects.
    getSession.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await requireLearner({ allowOffline: true })).toEqual({
      user: { id: 'u1', email: null },
      offline: true,
    });
    later();
    await expect(requireLearner()).rejects.toBeInstanceOf(Response);
  });

  it('sends a visitor without a session to sign in', async () => {
    getSession.mockResolvedValue({ data: null, error: null });
    const refused = await requireLearner().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get('Location')).toBe('/login');
    // A document load: /login is a static page the client app cannot render (ADR 0015).
    expect((refused as Response).headers.get('X-Remix-Reload-Document')).toBe('true');
  });
});
