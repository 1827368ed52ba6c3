// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyLimits } from '~/core/plans/my-limits';
import { homeEn } from '../i18n/en';
import { PlanUsage } from './plan-usage';

afterEach(cleanup);

const usage = (used: number, limit: number) => ({ used, limit, tier: 'regularUser' as const });

describe('Plan usage on the home', () => {
  it('says when the month’s study sessions renew, so a learner at the limit on the 1st knows when', () => {
    const limits: MyLimits = {
      tier: 'regularUser',
      limits: {
        words: usage(3, 20),
        studySets: usage(0, 4),
        stories: usage(0, 3),
        // 04:00 on 1 December in the learner's zone; shown on this device's clock.
        studySessions: { ...usage(50, 50), renewsAt: '2026-12-01T12:00:00.000Z' },
      },
    };
    const element = <PlanUsage limits={limits} t={homeEn} numberLocale="en-GB" />;
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
    expect(screen.getByTestId('plan-studySessions').textContent).toContain(
      '50 of 50 study sessions this month',
    );
    expect(screen.getByTestId('plan-renews').textContent).toMatch(/^Renews on 1 December at \d\d:00$/);
  });
});
