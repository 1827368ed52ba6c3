// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const getSession = vi.hoisted(() => vi.fn());
vi.mock('./session', () => ({ getSession }));

const { requireLearner } = await import('./learner-guard');

beforeEach(() => {
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
    await requireLearner();
    expect(getSession).toHaveBeenCalledTimes(2);
  });

  it('offline, lets the last learner of this device into offline pages only', async () => {
    getSession.mockResolvedValue({ data: { user: { id: 'u1', email: 'a@example.com' } }, error: null });
    await requireLearner();
    // The session request cannot be made: fetch rejects.
    getSession.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await requireLearner({ allowOffline: true })).toEqual({
      user: { id: 'u1', email: null },
      offline: true,
    });
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
