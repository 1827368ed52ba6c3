import { describe, expect, it } from 'vitest';
import type { Purchase } from '~/core/subscriptions/list-subscriptions';
import { paramsObject } from '~/web/components/list/url-schema';
import { nextOffset, purchasesOfPages } from '../api/list-subscriptions';
import { subscriptionsUrlSchema, toListSubscriptionsQuery } from './subscriptions-filters';

const parse = (query: string) => subscriptionsUrlSchema.parse(paramsObject(new URLSearchParams(query)));

describe('subscriptions URL state', () => {
  it('reads the search, known filters and the sandbox switch', () => {
    expect(parse('q=ann&status=grace_period&plan=pro&sandbox=1')).toEqual({
      q: 'ann',
      status: 'grace_period',
      plan: 'pro',
      sandbox: true,
    });
    expect(parse('status=bogus&plan=gold&sandbox=yes')).toEqual({
      q: '',
      status: undefined,
      plan: undefined,
      sandbox: false,
    });
  });

  it('asks the server for 50 at a time with the filters', () => {
    expect(toListSubscriptionsQuery(parse('q=x&plan=free'))).toEqual({
      limit: 50,
      includeSandbox: 'false',
      search: 'x',
      status: undefined,
      plan: 'free',
    });
    expect(toListSubscriptionsQuery(parse('sandbox=1')).includeSandbox).toBe('true');
  });

  it('uses the page token as the next offset', () => {
    expect(nextOffset('50')).toBe(50);
    expect(nextOffset(undefined)).toBeUndefined();
    expect(nextOffset('abc')).toBeUndefined();
  });

  it('shows each purchase once when a new one pushed the next page down by a row', () => {
    const purchase = (id: string) => ({ id }) as Purchase;
    const first = { items: [purchase('p9'), purchase('p8'), purchase('p7')] };
    // p10 arrived before Load More: offset 3 now starts at p7.
    const second = { items: [purchase('p7'), purchase('p6'), purchase('p5')] };
    expect(purchasesOfPages([first, second]).map((row) => row.id)).toEqual(['p9', 'p8', 'p7', 'p6', 'p5']);
  });
});
