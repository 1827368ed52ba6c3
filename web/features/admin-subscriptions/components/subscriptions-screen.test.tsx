// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Purchase } from '~/core/subscriptions/list-subscriptions';
import { testSubscriptionsSummary } from '~/web/lib/test/test-subscriptions-summary';
import { SubscriptionsScreen } from './subscriptions-screen';

const summary = testSubscriptionsSummary;

const purchase = (id: string, fields: Partial<Purchase>): Purchase => ({
  id,
  ownerId: null,
  userEmail: `${id}@example.com`,
  userName: id,
  isAcknowledged: true,
  isAutoRenewing: false,
  orderId: null,
  packageName: null,
  purchasedAt: '2026-05-01T00:00:00.000Z',
  purchaseToken: null,
  quantity: 1,
  productId: 'vocably_pro_monthly',
  newProductId: null,
  products: [],
  platform: 'ios',
  status: 6,
  statusLabel: 'active',
  plan: 'pro',
  revenuecatEventType: null,
  revenuecatEventId: null,
  appUserId: id,
  entitlementIds: ['pro'],
  expirationAtMs: null,
  accessEndsAtMs: null,
  purchasedAtMs: null,
  environment: 'PRODUCTION',
  transactionId: null,
  store: 'APP_STORE',
  priceInPurchasedCurrency: 6.99,
  priceUsd: 6.99,
  currency: 'USD',
  countryCode: null,
  periodType: 'NORMAL',
  cancelReason: null,
  temporaryGrant: false,
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
  ...fields,
});

/** The subscriptions API: the list, and a summary that fails `summaryFailures` times first. */
function subscriptionsServer(items: Purchase[], summaryFailures: number) {
  let failuresLeft = summaryFailures;
  return async (url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/admin/subscriptions/summary') {
      if (failuresLeft-- > 0) {
        return Response.json({ message: 'The database is down', code: 'INTERNAL' }, { status: 500 });
      }
      return Response.json(summary);
    }
    if (path === '/api/admin/subscriptions') return Response.json({ items });
    return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  };
}

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/subscriptions']}>
        <SubscriptionsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Subscriptions screen', () => {
  it('says the summary could not be loaded and loads it again on Retry', async () => {
    vi.stubGlobal('fetch', subscriptionsServer([], 1));
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the subscriptions summary');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();

    const retry = screen.getByRole('button', { name: 'Retry' });
    retry.focus();
    fireEvent.click(retry);
    expect(await screen.findByText('$27.96')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    // The keyboard user's focus goes from the Retry that left to the figures that came.
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Subscriptions summary' }));
  });

  it('shows a refund as Refunded with its amount refunded, and marks a temporary grant', async () => {
    vi.stubGlobal(
      'fetch',
      subscriptionsServer(
        [
          purchase('refunded', { statusLabel: 'refunded', cancelReason: 'CUSTOMER_SUPPORT' }),
          purchase('grant', { statusLabel: 'expired', temporaryGrant: true, productId: null, plan: 'free' }),
        ],
        0,
      ),
    );
    renderScreen();
    // The list is drawn twice (table and cards, one shown by screen width): the table's rows.
    const table = await screen.findByTestId('list-table');
    const refunded = within(table).getByRole('row', { name: /refunded@example\.com/ });
    expect(within(refunded).getByText('Refunded')).toBeTruthy();
    expect(within(refunded).getByText('$6.99 refunded')).toBeTruthy();
    const grant = within(table).getByRole('row', { name: /grant@example\.com/ });
    expect(within(grant).getByText('Temporary Grant')).toBeTruthy();
    expect(within(grant).getByText('Expired')).toBeTruthy();
  });

  it('warns beside the status of a row whose access ended without the store saying so', async () => {
    const past = Date.now() - 24 * 60 * 60 * 1000;
    const future = Date.now() + 24 * 60 * 60 * 1000;
    vi.stubGlobal(
      'fetch',
      subscriptionsServer(
        [
          purchase('stale-grace', { statusLabel: 'grace_period', status: 3, accessEndsAtMs: past }),
          purchase('stale-active', { statusLabel: 'active', status: 1, accessEndsAtMs: past }),
          purchase('running-grace', { statusLabel: 'grace_period', status: 3, accessEndsAtMs: future }),
          purchase('endless', { statusLabel: 'active', status: 1, accessEndsAtMs: null }),
          purchase('expired', { statusLabel: 'expired', accessEndsAtMs: past }),
        ],
        0,
      ),
    );
    renderScreen();
    const explanation = /the store has not confirmed a renewal or an expiry: not counted in the cards/i;
    const table = await screen.findByTestId('list-table');
    const staleGrace = within(table).getByRole('row', { name: /stale-grace@example\.com/ });
    expect(within(staleGrace).getByText('Grace Period')).toBeTruthy();
    const warning = within(staleGrace).getByText('Period ended');
    expect(warning.closest('[title]')?.getAttribute('title')).toMatch(explanation);
    expect(staleGrace.textContent).toMatch(explanation);
    expect(within(table).getByRole('row', { name: /stale-active@example\.com/ }).textContent).toContain(
      'Period ended',
    );
    for (const id of ['running-grace', 'endless', 'expired']) {
      const row = within(table).getByRole('row', { name: new RegExp(`${id}@example\\.com`) });
      expect(within(row).queryByText('Period ended')).toBeNull();
    }
    // The 375 px cards say the same.
    const cards = screen.getByTestId('list-cards');
    expect(within(cards).getAllByText('Period ended')).toHaveLength(2);
  });
});
