import { SUBSCRIPTIONS_PAGE_SIZE } from '../../../../core/admin/subscriptions';
import type { Query } from '../../../lib/api-client';
import { readEnum, readText, type UrlUpdates } from '../../../lib/url-state';
import { planOptions, statusOptions } from './subscription-format';

// The Subscriptions page's search, filters and sandbox switch as they live in the URL.
const statusValues = statusOptions.map((option) => option.value);
const planValues = planOptions.map((option) => option.value);

export type SubscriptionsState = {
  search: string;
  status?: (typeof statusValues)[number];
  plan?: (typeof planValues)[number];
  includeSandbox: boolean;
};

export function parseSubscriptionsState(params: URLSearchParams): SubscriptionsState {
  return {
    search: readText(params, 'q'),
    status: readEnum(params, 'status', statusValues),
    plan: readEnum(params, 'plan', planValues),
    includeSandbox: params.get('sandbox') === '1',
  };
}

/** GET /admin/subscriptions without the offset (the page token supplies it). Limit 50 (section 7). */
export function toSubscriptionsQuery(state: SubscriptionsState): Query {
  return {
    limit: SUBSCRIPTIONS_PAGE_SIZE,
    includeSandbox: state.includeSandbox,
    search: state.search || undefined,
    status: state.status,
    plan: state.plan,
  };
}

export function subscriptionsUpdate(
  key: 'q' | 'status' | 'plan' | 'sandbox',
  value: string | boolean,
): UrlUpdates {
  if (key === 'sandbox') return { sandbox: value ? '1' : null };
  return { [key]: typeof value === 'string' ? value.trim() : value };
}

/** The page token is the next offset (spec section 4); a token that is not one ends the list. */
export function nextOffset(pageToken: string | undefined): number | undefined {
  if (pageToken === undefined || !/^\d+$/.test(pageToken)) return undefined;
  return Number(pageToken);
}
