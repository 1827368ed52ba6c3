// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyLimits } from '~/core/plans/my-limits';
import { accountKeys } from '~/web/lib/learner-data/account-keys';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { MyPlanLimitNotice } from './my-plan-limit-notice';
import { PlanLimitNotice } from './plan-limit-notice';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const props = {
  title: 'Plan limit reached',
  message: 'You have reached your limit.',
  upgradeLabel: 'See Pro plans',
};
const onTier = (tier: MyLimits['tier']) => ({ tier, limits: {} });
const upgradeLink = () => screen.queryByRole('link', { name: 'See Pro plans' });

describe('PlanLimitNotice', () => {
  it('shows the way to Pro unless told to leave it out', () => {
    renderWithData(<PlanLimitNotice {...props} />);
    expect(upgradeLink()?.getAttribute('href')).toBe('/pricing');
    cleanup();
    renderWithData(<PlanLimitNotice {...props} showUpgrade={false} />);
    expect(screen.getByRole('alert').textContent).toContain(props.message);
    expect(upgradeLink()).toBeNull();
  });
});

describe('MyPlanLimitNotice', () => {
  it('does not send a Pro learner to the Pro plans they have', () => {
    renderWithData(<MyPlanLimitNotice {...props} />, [[accountKeys.limits, onTier('premiumUser')]]);
    expect(screen.getByRole('alert').textContent).toContain(props.message);
    expect(upgradeLink()).toBeNull();
  });

  it('shows a Free learner the way to Pro', () => {
    renderWithData(<MyPlanLimitNotice {...props} />, [[accountKeys.limits, onTier('regularUser')]]);
    expect(upgradeLink()?.getAttribute('href')).toBe('/pricing');
  });

  it('keeps the way to Pro while the tier is not known yet', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderWithData(<MyPlanLimitNotice {...props} />);
    expect(upgradeLink()?.getAttribute('href')).toBe('/pricing');
  });
});
