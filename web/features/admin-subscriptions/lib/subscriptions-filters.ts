import { z } from 'zod';
import { SUBSCRIPTIONS_PAGE_SIZE, subscriptionFiltersSchema } from '~/core/subscriptions/list-subscriptions';
import type { FilterField } from '~/web/components/list/filter-fields';
import { urlOptional, urlSwitch, urlText } from '~/web/components/list/url-schema';
import type { ListSubscriptionsInput } from '../api/subscriptions-keys';
import { planOptions, statusOptions } from './subscription-format';

// The Subscriptions page's URL: search, status and plan (applied by the server,
// docs/spec-deviations.md deviation 5) and the Include Sandbox switch. "Load More" is not in the URL: it appends.
export const subscriptionsUrlSchema = z.object({
  q: urlText,
  status: urlOptional(subscriptionFiltersSchema.shape.status),
  plan: urlOptional(subscriptionFiltersSchema.shape.plan),
  sandbox: urlSwitch,
});

export type SubscriptionsUrlState = z.output<typeof subscriptionsUrlSchema>;

export const subscriptionFilterFields: FilterField<'status' | 'plan' | 'sandbox'>[] = [
  {
    key: 'status',
    label: 'Status',
    className: 'w-40',
    options: [
      { value: '', label: 'All statuses' },
      ...statusOptions,
      // Any other code is shown as unknown, so it can be asked for too.
      { value: 'unknown', label: 'Unknown' },
    ],
  },
  {
    key: 'plan',
    label: 'Plan',
    className: 'w-36',
    options: [{ value: '', label: 'All plans' }, ...planOptions],
  },
  { kind: 'switch', key: 'sandbox', label: 'Include Sandbox' },
];

/** GET /admin/subscriptions without the offset (the page token supplies it). Limit 50. */
export function toListSubscriptionsQuery(state: SubscriptionsUrlState): ListSubscriptionsInput {
  return {
    limit: SUBSCRIPTIONS_PAGE_SIZE,
    includeSandbox: state.sandbox ? 'true' : 'false',
    search: state.q || undefined,
    status: state.status,
    plan: state.plan,
  };
}
