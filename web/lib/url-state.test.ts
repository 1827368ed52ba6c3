import { describe, expect, it } from 'vitest';
import { withParams } from './url-state';

describe('withParams', () => {
  it('sets, replaces and removes keys without touching the original', () => {
    const current = new URLSearchParams('q=ann&page=2&status=active');
    const next = withParams(current, { q: 'bob', page: null, status: '', premium: 'yes', open: false });
    expect(next.toString()).toBe('q=bob&premium=yes');
    expect(current.toString()).toBe('q=ann&page=2&status=active');
  });

  it('writes numbers as text', () => {
    expect(withParams(new URLSearchParams(), { page: 4 }).toString()).toBe('page=4');
  });
});
