import type { Purchase } from '~/core/subscriptions/list-subscriptions';
import type { Column } from '~/web/components/list/column';
import {
  PurchaseProduct,
  PurchaseStatus,
  PurchaseUser,
  purchaseAmount,
  purchaseExpiration,
  purchaseStore,
} from './purchase-cells';

// The columns: User, Product, Status, Amount, Store, Expiration (then Actions). At 1280 px with the
// sidebar open the frame is about 970 px: User and Product stop at their caps and Status and Actions
// at their badge and button, so Amount ("R$299.95 refunded") and Store ("Play Store") may wrap at a
// space rather than widen the table past it; they stay on one line wherever there is room.
export const subscriptionsColumns: Column<Purchase>[] = [
  {
    id: 'user',
    header: 'User',
    card: 'title',
    className: 'max-w-56',
    cell: (p) => <PurchaseUser purchase={p} />,
  },
  {
    id: 'product',
    header: 'Product',
    card: 'wide',
    className: 'max-w-56',
    cell: (p) => <PurchaseProduct purchase={p} />,
  },
  { id: 'status', header: 'Status', card: 'aside', cell: (p) => <PurchaseStatus purchase={p} /> },
  { id: 'amount', header: 'Amount', className: 'tabular-nums', cell: purchaseAmount },
  { id: 'store', header: 'Store', cell: purchaseStore },
  { id: 'expiration', header: 'Expiration', className: 'whitespace-nowrap', cell: purchaseExpiration },
];
