// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { achievementsEn } from '~/web/lib/achievements/achievement-messages';
import { ApiRequestError } from '~/web/lib/api-error';
import { statsEn } from '../i18n/en';
import { AchievementsSection } from './achievements-section';

const get = vi.hoisted(() => vi.fn());
vi.mock('~/web/lib/api-client', () => ({ apiClient: { get } }));

const achievements = {
  achievements: [{ id: 'firstReview', earnedAt: null, progress: null }],
};

function renderSection(timeZone = 'UTC') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AchievementsSection
        userId="u1"
        locale="en"
        numberLocale="en-US"
        timeZone={timeZone}
        messages={statsEn}
      />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  get.mockReset();
});
afterEach(cleanup);

describe('AchievementsSection', () => {
  it('says the achievements are loading while they load', () => {
    get.mockReturnValue(new Promise(() => {}));
    renderSection();
    const section = screen.getByRole('region', { name: achievementsEn.heading });
    expect(within(section).getByRole('status').textContent).toBe(statsEn.achievementsLoading);
  });

  it('says they could not be loaded, with a Try again that loads them', async () => {
    get
      .mockRejectedValueOnce(new ApiRequestError('Service unavailable', 503))
      .mockResolvedValue(achievements);
    renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(statsEn.achievementsFailed);
    expect(alert.textContent).toContain('Service unavailable');
    fireEvent.click(screen.getByRole('button', { name: statsEn.retry }));
    expect(await screen.findByText(achievementsEn.items.firstReview.title)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('dates an achievement by the study day it was earned on in the learner’s time zone', async () => {
    get.mockResolvedValue({
      achievements: [
        // 05:00 on 6 March in Tokyo, the evening of the 5th in UTC.
        { id: 'firstReview', earnedAt: '2026-03-05T20:00:00.000Z', progress: null },
        // 01:30 on 6 March in London: the study day of the 5th runs until 04:00.
        { id: 'streak3', earnedAt: '2026-03-06T01:30:00.000Z', progress: { current: 3, target: 3 } },
      ],
    });
    renderSection('Asia/Tokyo');
    const firstReview = await screen.findByText(achievementsEn.items.firstReview.title);
    expect(firstReview.parentElement!.textContent).toContain('Mar 6, 2026');
    cleanup();
    renderSection('Europe/London');
    const streak = await screen.findByText(achievementsEn.items.streak3.title);
    expect(streak.parentElement!.textContent).toContain('Mar 5, 2026');
  });
});
