// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSubscriptionsSummary } from '~/web/lib/test/test-subscriptions-summary';
import { SubscriptionSummaryCards } from './subscription-summary-cards';

const summary = testSubscriptionsSummary;

afterEach(cleanup);

describe('the Subscriptions summary cards', () => {
  it('say what the revenue figure is and what Active Subscriptions counts', () => {
    render(<SubscriptionSummaryCards summary={summary} loading={false} error={null} onRetry={() => {}} />);
    expect(screen.getByText('$27.96')).toBeTruthy();
    expect(
      screen.getByText(
        'In USD: the dollar price RevenueCat reports for each active purchase, whatever currency was paid',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Store purchases only, while their period runs; Premium Users on the dashboard also counts premium granted by an administrator',
      ),
    ).toBeTruthy();
    // The share is of subscriptions: a renewal is a new row, not a new subscriber.
    expect(screen.getByText('80% of all subscriptions')).toBeTruthy();
    expect(screen.getByText('20% churn in the last 30 days')).toBeTruthy();
  });

  it('keeps Retry focusable while it reloads, and ignores presses until the answer', () => {
    const onRetry = vi.fn();
    const failed = { summary: undefined, error: new Error('Network down'), onRetry };
    const { rerender } = render(<SubscriptionSummaryCards {...failed} loading={false} />);
    const retry = screen.getByRole('button', { name: 'Retry' });
    retry.focus();
    fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);

    // A disabled button would drop the keyboard user's focus to the page.
    rerender(<SubscriptionSummaryCards {...failed} loading />);
    const busy = screen.getByRole('button', { name: 'Retry' });
    expect(busy).toBe(retry);
    expect(busy.hasAttribute('disabled')).toBe(false);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(busy);
    fireEvent.click(busy);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('moves the focus from Retry to the cards when the reload succeeds', () => {
    const failed = { summary: undefined, error: new Error('Network down'), onRetry: () => {} };
    const { rerender } = render(<SubscriptionSummaryCards {...failed} loading={false} />);
    screen.getByRole('button', { name: 'Retry' }).focus();
    rerender(<SubscriptionSummaryCards {...failed} loading />);
    // The query keeps its last error until the answer, and drops it with the figures.
    rerender(<SubscriptionSummaryCards summary={summary} loading={false} error={null} onRetry={() => {}} />);
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Subscriptions summary' }));
  });

  it('leaves the focus where it is when it had left Retry before the reload succeeded', () => {
    const failed = { summary: undefined, error: new Error('Network down'), onRetry: () => {} };
    const { rerender } = render(
      <>
        <input aria-label="Search subscriptions" />
        <SubscriptionSummaryCards {...failed} loading={false} />
      </>,
    );
    screen.getByRole('button', { name: 'Retry' }).focus();
    const search = screen.getByRole('textbox', { name: 'Search subscriptions' });
    search.focus();
    rerender(
      <>
        <input aria-label="Search subscriptions" />
        <SubscriptionSummaryCards summary={summary} loading={false} error={null} onRetry={() => {}} />
      </>,
    );
    expect(document.activeElement).toBe(search);
  });
});
