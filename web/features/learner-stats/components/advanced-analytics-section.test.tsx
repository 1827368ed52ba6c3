// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdvancedAnalytics, stabilityBuckets } from '~/core/stats/advanced-analytics';
import { ApiRequestError } from '~/web/lib/api-error';
import { statsEn } from '../i18n/en';
import { statsHe } from '../i18n/he';
import { AdvancedAnalyticsSection } from './advanced-analytics-section';

const get = vi.hoisted(() => vi.fn());
vi.mock('~/web/lib/api-client', () => ({ apiClient: { get } }));

const limitsOf = (tier: 'regularUser' | 'premiumUser') => ({ tier, limits: {} });
const none = { answers: 0, passed: 0, rate: null };
const emptyAnalytics: AdvancedAnalytics = {
  timeZone: 'Asia/Tokyo',
  today: '2026-06-11',
  retention: { young: none, mature: none },
  answersByHour: Array.from({ length: 24 }, (_, hour) => ({ hour, ...none })),
  hardestWords: [],
  memoryStrength: stabilityBuckets.map((bucket) => ({ ...bucket, cards: 0 })),
};
const analytics: AdvancedAnalytics = {
  ...emptyAnalytics,
  retention: {
    young: { answers: 40, passed: 30, rate: 0.75 },
    mature: { answers: 20, passed: 18, rate: 0.9 },
  },
  answersByHour: emptyAnalytics.answersByHour.map((hour) =>
    hour.hour === 13
      ? { hour: 13, answers: 10, passed: 9, rate: 0.9 }
      : hour.hour === 8
        ? { hour: 8, answers: 4, passed: 4, rate: 1 }
        : hour,
  ),
  hardestWords: [{ id: 'w1', word: 'corazón', lapses: 3, dueAt: '2026-06-12T01:00:00.000Z' }],
  memoryStrength: stabilityBuckets.map((bucket, index) => ({ ...bucket, cards: index === 1 ? 1234 : 0 })),
};

/** The API as the section meets it: the learner's tier, then (Pro only) the analytics. */
function serve(tier: 'regularUser' | 'premiumUser', answer: () => Promise<unknown>) {
  get.mockImplementation(async (path: string) => (path === '/me/limits' ? limitsOf(tier) : answer()));
}

function renderSection(t = statsEn, numberLocale = 'en-US', dir: 'ltr' | 'rtl' = 'ltr') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: <AdvancedAnalyticsSection t={t} dir={dir} numberLocale={numberLocale} /> },
  ]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.getByTestId('advanced-analytics');
}

const askedForAnalytics = () => get.mock.calls.some(([path]) => path === '/me/analytics');

beforeEach(() => {
  get.mockReset();
});
afterEach(cleanup);

describe('AdvancedAnalyticsSection', () => {
  it('shows a Free learner what Pro offers and the way to the plans, without asking for the analytics', async () => {
    serve('regularUser', async () => analytics);
    const section = renderSection();
    const link = await within(section).findByRole('link', { name: 'See Pro plans' });
    expect(link.getAttribute('href')).toBe('/pricing');
    expect(link.getAttribute('data-testid')).toBe('advanced-analytics-upgrade');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Advanced analytics');
    expect(within(section).getByText(statsEn.advanced.upgradeIntro)).toBeTruthy();
    expect(within(section).queryByText(statsEn.advanced.intro)).toBeNull();
    expect(within(section).queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(askedForAnalytics()).toBe(false);
  });

  it('shows a Pro learner the four parts, each with its heading, sentence and figures', async () => {
    serve('premiumUser', async () => analytics);
    const section = renderSection();
    const retention = await within(section).findByRole('region', { name: 'Young and mature words' });
    expect(askedForAnalytics()).toBe(true);
    expect(within(section).queryByTestId('advanced-analytics-upgrade')).toBeNull();
    const rows = within(retention)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.slice(1)).toEqual(['Young403075%', 'Mature201890%']);

    const hours = within(section).getByRole('region', { name: 'When you remember best' });
    // 08:00 had every answer right, but too few answers to call it the best.
    expect(within(hours).getByText(/You remembered best at 1:00 PM: 90% remembered\./)).toBeTruthy();
    const hourTable = within(hours).getByRole('table', { name: 'When you remember best' });
    expect(within(hourTable).getAllByRole('row')).toHaveLength(25);
    expect(within(hourTable).getAllByRole('row')[14]?.textContent).toBe('1:00 PM10990%');

    const hardest = within(section).getByRole('region', { name: 'Your hardest words' });
    const word = within(hardest).getByRole('rowheader', { name: 'corazón' }).closest('tr')!;
    expect(within(word).getByRole('link', { name: 'corazón' }).getAttribute('href')).toBe(
      '/dashboard/words/w1',
    );
    // Due at 10:00 on 12 June in the learner's time zone (Tokyo), whatever the browser's.
    expect(word.textContent).toBe('corazón3Jun 12, 2026, 10:00 AM');

    const strength = within(section).getByRole('region', { name: 'Memory strength' });
    const strengthRows = within(strength)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(strengthRows.slice(1)).toEqual([
      'Under 7 days0',
      '7–30 days1,234',
      '30–90 days0',
      '90–365 days0',
      '365 days or more0',
    ]);
  });

  it('says each part has not enough data yet when the learner has studied nothing', async () => {
    serve('premiumUser', async () => emptyAnalytics);
    const section = renderSection();
    expect(await within(section).findByText(statsEn.advanced.retention.none)).toBeTruthy();
    expect(within(section).getByText(statsEn.advanced.hours.none)).toBeTruthy();
    expect(within(section).getByText(statsEn.advanced.hardest.none)).toBeTruthy();
    expect(within(section).getByText(statsEn.advanced.strength.none)).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('says while the analytics load, and when they fail, with a Try again that loads them', async () => {
    let fail = true;
    serve('premiumUser', () =>
      fail ? Promise.reject(new ApiRequestError('Service unavailable', 503)) : Promise.resolve(analytics),
    );
    const section = renderSection();
    expect(within(section).getByRole('status').textContent).toBe(statsEn.advanced.loading);
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain(statsEn.advanced.failed);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: statsEn.retry }));
    expect(await within(section).findByRole('region', { name: 'Memory strength' })).toBeTruthy();
  });

  it('speaks Hebrew: hours as times of day and numbers in the page’s locale', async () => {
    serve('premiumUser', async () => analytics);
    const section = renderSection(statsHe, 'he-IL', 'rtl');
    const hours = await within(section).findByRole('region', { name: statsHe.advanced.hours.title });
    expect(within(hours).getByText(/הכי טוב זכרת בשעה 13:00: 90% נזכרו\./)).toBeTruthy();
    const strength = within(section).getByRole('region', { name: statsHe.advanced.strength.title });
    expect(within(strength).getByText('7–30 ימים')).toBeTruthy();
    cleanup();
    serve('regularUser', async () => analytics);
    const free = renderSection(statsHe, 'he-IL', 'rtl');
    expect((await within(free).findByTestId('advanced-analytics-upgrade')).textContent).toBe('לתוכניות Pro');
  });

  it('shows the way to Pro, and reads the tier afresh, when Pro ran out after the page read it', async () => {
    let tier: 'regularUser' | 'premiumUser' = 'premiumUser';
    get.mockImplementation(async (path: string) => {
      if (path === '/me/limits') return limitsOf(tier);
      tier = 'regularUser';
      throw new ApiRequestError('Advanced analytics come with Pro.', 403, 'PLAN_REQUIRED', {
        tier: 'regularUser',
      });
    });
    const section = renderSection();
    expect(await within(section).findByTestId('advanced-analytics-upgrade')).toBeTruthy();
    expect(within(section).queryByRole('alert')).toBeNull();
    await vi.waitFor(() => expect(get.mock.calls.filter(([path]) => path === '/me/limits')).toHaveLength(2));
  });
});
