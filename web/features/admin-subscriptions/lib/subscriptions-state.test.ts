import { describe, expect, it } from 'vitest';
import {
  nextOffset,
  parseSubscriptionsState,
  subscriptionsUpdate,
  toSubscriptionsQuery,
} from './subscriptions-state';

describe('subscriptions state', () => {
  it('reads the search, known filters and the sandbox switch', () => {
    expect(
      parseSubscriptionsState(new URLSearchParams('q=ann&status=grace_period&plan=pro&sandbox=1')),
    ).toEqual({
      search: 'ann',
      status: 'grace_period',
      plan: 'pro',
      includeSandbox: true,
    });
    expect(parseSubscriptionsState(new URLSearchParams('status=bogus&plan=gold'))).toEqual({
      search: '',
      status: undefined,
      plan: undefined,
      includeSandbox: false,
    });
  });

  it('asks the server for 50 at a time with the filters', () => {
    expect(toSubscriptionsQuery({ search: 'x', includeSandbox: false, plan: 'free' })).toEqual({
      limit: 50,
      includeSandbox: false,
      search: 'x',
      status: undefined,
      plan: 'free',
    });
  });

  it('writes the sandbox switch only when on', () => {
    expect(subscriptionsUpdate('sandbox', true)).toEqual({ sandbox: '1' });
    expect(subscriptionsUpdate('sandbox', false)).toEqual({ sandbox: null });
    expect(subscriptionsUpdate('q', ' bob ')).toEqual({ q: 'bob' });
  });

  it('uses the page token as the next offset', () => {
    expect(nextOffset('50')).toBe(50);
    expect(nextOffset(undefined)).toBeUndefined();
    expect(nextOffset('abc')).toBeUndefined();
  });
});
