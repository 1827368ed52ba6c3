import { Link } from 'react-router';
import type { Purchase } from '~/core/subscriptions/list-subscriptions';
import { Badge } from '~/web/components/ui/badge';
import { buttonClass } from '~/web/components/ui/button';
import { formatDate } from '~/web/lib/dates-and-numbers';
import {
  formatPaidAmount,
  PERIOD_ENDED_EXPLANATION,
  periodEndedUnconfirmed,
  planDisplay,
  statusDisplay,
  storeDisplay,
} from '../lib/subscription-format';

// The cells of one purchase, shared by the table row and the card.

export function PurchaseUser({ purchase }: { purchase: Purchase }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium">{purchase.userName || 'No name'}</p>
      <p className="truncate text-slate-600 dark:text-slate-300" title={purchase.userEmail ?? undefined}>
        {purchase.userEmail || purchase.appUserId || 'N/A'}
      </p>
    </div>
  );
}

export function PurchaseProduct({ purchase }: { purchase: Purchase }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-mono text-xs">{purchase.productId || 'N/A'}</p>
      <div className="mt-1 flex flex-wrap gap-1">
        <Badge tone="brand">{planDisplay(purchase.plan)}</Badge>
        {purchase.environment === 'SANDBOX' && <Badge tone="warning">Sandbox</Badge>}
        {purchase.periodType === 'TRIAL' && <Badge tone="info">Trial</Badge>}
        {/* Access RevenueCat gave while the store could not be reached: no purchase (yet). */}
        {purchase.temporaryGrant && <Badge tone="info">Temporary Grant</Badge>}
      </div>
    </div>
  );
}

export function PurchaseStatus({ purchase }: { purchase: Purchase }) {
  const { text, tone } = statusDisplay(purchase.statusLabel);
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={tone}>{text}</Badge>
      {/* The status is the store's last word; the cards go by the clock, so say why they differ. */}
      {periodEndedUnconfirmed(purchase, Date.now()) && (
        // Positioned, so the visually-hidden text is placed within the table's scrolling frame: in
        // the page's it stretched the page past a tablet's width when the table scrolled.
        <span title={PERIOD_ENDED_EXPLANATION} className="relative">
          <Badge tone="warning">Period ended</Badge>
          <span className="sr-only">: {PERIOD_ENDED_EXPLANATION}</span>
        </span>
      )}
    </div>
  );
}

export const purchaseAmount = (purchase: Purchase) =>
  formatPaidAmount(purchase.priceInPurchasedCurrency, purchase.currency, purchase.statusLabel);
export const purchaseStore = (purchase: Purchase) => storeDisplay(purchase.store);
export const purchaseExpiration = (purchase: Purchase) => formatDate(purchase.expirationAtMs, 'N/A');

export function PurchaseActions({ purchase }: { purchase: Purchase }) {
  if (!purchase.ownerId) return <span className="text-slate-600 dark:text-slate-300">N/A</span>;
  const who = purchase.userName || purchase.userEmail || 'the buyer';
  // No icon: an external-link icon said the page leaves the app, which it does not, and took 24 px
  // of the column that pushed the table past its frame at 1280 px.
  return (
    <Link
      to={`/admin/users/${encodeURIComponent(purchase.ownerId)}`}
      className={buttonClass('secondary', 'sm', 'whitespace-nowrap')}
      aria-label={`View User ${who}`}
    >
      View User
    </Link>
  );
}
