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

// The columns: User, Product, Status, Amount, Store, Expiration (then Actions).
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
  { id: 'amount', header: 'Amount', className: 'whitespace-nowrap tabular-nums', cell: purchaseAmount },
  { id: 'store', header: 'Store', className: 'whitespace-nowrap', cell: purchaseStore },
  { id: 'expiration', header: 'Expiration', className: 'whitespace-nowrap', cell: purchaseExpiration },
];
