// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Progress, progressSchema } from '~/core/study/progress';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { HomeScreen } from './home-screen';

const usage = { used: 3, limit: 20, tier: 'regularUser' };
const limits = {
  tier: 'regularUser',
  limits: {
    words: usage,
    studySets: usage,
    stories: usage,
    studySessions: { ...usage, renewsAt: '2026-12-01T04:00:00.000Z' },
  },
};

// Evening of the 22nd: today's review limit is reached, and the study day ends at 04:00 UTC.
const progress: Progress = {
  timeZone: 'UTC',
  today: '2026-11-22',
  dayEndsAt: '2026-11-23T04:00:00.000Z',
  streak: { current: 1, longest: 1 },
  reviewsPerDay: [],
  trueRetention: { reviews: 0, passed: 0, rate: null },
  dueForecast: [],
  wordsByStatus: { new: 0, learning: 3, learned: 0 },
  timeStudied: { todayMs: 0, totalMs: 0 },
  todayCounts: {
    reviews: 3,
    newCards: 0,
    due: 3,
    dueNow: 0,
    dueHeld: 3,
    newAvailable: 0,
    newHeld: 0,
    newHeldReason: null,
    reviewsOff: false,
  },
};

// The answers' schemas load when first checked (development builds): loaded here, they take no time.
void progressSchema;

const progressCalls: string[] = [];
async function answer(url: string) {
  if (url.startsWith('/api/me/progress')) progressCalls.push(url);
  const body = url.startsWith('/api/me/limits') ? limits : progress;
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  progressCalls.length = 0;
  vi.useFakeTimers({ now: new Date('2026-11-23T03:59:00.000Z') });
  vi.stubGlobal('fetch', vi.fn(answer));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Home left open overnight', () => {
  it('fetches today’s figures again when the learner’s study day ends, not before', async () => {
    renderWithData(<HomeScreen user={{ id: 'u1', email: 'ada@example.com' }} />, [
      [accountKeys.profile, { isOnboardingCompleted: true }],
      [accountKeys.limits, limits],
    ]);
    await vi.advanceTimersByTimeAsync(10);
    expect(screen.getByTestId('home-nothing-now')).toBeTruthy();
    expect(progressCalls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(58_000);
    expect(progressCalls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(3_000);
    expect(progressCalls).toHaveLength(2);
  });

  it('fetches them again when the tab comes back into view after the day ended (a computer that slept)', async () => {
    renderWithData(<HomeScreen user={{ id: 'u1', email: 'ada@example.com' }} />, [
      [accountKeys.profile, { isOnboardingCompleted: true }],
      [accountKeys.limits, limits],
    ]);
    await vi.advanceTimersByTimeAsync(10);
    expect(progressCalls).toHaveLength(1);
    // The clock jumps past the day's end with no timer run, as after sleep.
    vi.setSystemTime(new Date('2026-11-23T07:00:00.000Z'));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(10);
    expect(progressCalls).toHaveLength(2);
  });
});
