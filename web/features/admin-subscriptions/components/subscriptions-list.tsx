import type { Purchase } from '../../../../core/admin/subscriptions';
import { ResponsiveList, tableClass, tdClass, thClass } from '../../../components/ui/responsive-list';
import {
  PurchaseActions,
  PurchaseProduct,
  PurchaseStatus,
  PurchaseUser,
  purchaseAmount,
  purchaseExpiration,
  purchaseStore,
} from './purchase-cells';

const columns = ['User', 'Product', 'Status', 'Amount', 'Store', 'Expiration', 'Actions'] as const;

/** The purchases as a table on wide screens and cards on narrow ones. */
export function SubscriptionsList({ purchases }: { purchases: Purchase[] }) {
  return (
    <ResponsiveList
      table={
        <table className={tableClass}>
          <caption className="sr-only">Subscriptions</caption>
          <thead className="bg-slate-50 dark:bg-slate-800/50">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={thClass}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {purchases.map((purchase) => (
              <tr key={purchase.id}>
                <td className={`${tdClass} max-w-56`}>
                  <PurchaseUser purchase={purchase} />
                </td>
                <td className={`${tdClass} max-w-56`}>
                  <PurchaseProduct purchase={purchase} />
                </td>
                <td className={tdClass}>
                  <PurchaseStatus purchase={purchase} />
                </td>
                <td className={`${tdClass} whitespace-nowrap tabular-nums`}>{purchaseAmount(purchase)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{purchaseStore(purchase)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{purchaseExpiration(purchase)}</td>
                <td className={tdClass}>
                  <PurchaseActions purchase={purchase} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      cards={
        <ul className="space-y-3 p-3" aria-label="Subscriptions">
          {purchases.map((purchase) => (
            <li
              key={purchase.id}
              className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
            >
              <div className="flex items-start justify-between gap-2">
                <PurchaseUser purchase={purchase} />
                <PurchaseStatus purchase={purchase} />
              </div>
              <PurchaseProduct purchase={purchase} />
              <dl className="grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-slate-600 dark:text-slate-300">Amount</dt>
                  <dd className="tabular-nums">{purchaseAmount(purchase)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600 dark:text-slate-300">Store</dt>
                  <dd>{purchaseStore(purchase)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600 dark:text-slate-300">Expiration</dt>
                  <dd>{purchaseExpiration(purchase)}</dd>
                </div>
              </dl>
              <PurchaseActions purchase={purchase} />
            </li>
          ))}
        </ul>
      }
    />
  );
}
