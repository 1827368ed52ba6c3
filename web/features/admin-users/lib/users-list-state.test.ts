import { describe, expect, it } from 'vitest';
import { withParams } from '../../../lib/url-state';
import {
  activeFilterCount,
  clearFiltersUpdate,
  filterUpdate,
  parseUsersListState,
  searchUpdate,
  toFilterQuery,
  toListQuery,
  totalPages,
} from './users-list-state';

describe('parseUsersListState', () => {
  it('reads search, page and filters from the URL', () => {
    const state = parseUsersListState(
      new URLSearchParams('q=ann&page=3&status=disabled&verified=no&admin=yes&premium=no&provider=google'),
    );
    expect(state).toEqual({
      search: 'ann',
      page: 3,
      filters: { status: 'disabled', verified: 'no', admin: 'yes', premium: 'no', provider: 'google' },
    });
  });

  it('ignores values it does not know', () => {
    const state = parseUsersListState(new URLSearchParams('page=zero&status=banned&provider=github'));
    expect(state.page).toBe(1);
    expect(state.filters).toEqual({
      status: undefined,
      verified: undefined,
      admin: undefined,
      premium: undefined,
      provider: undefined,
    });
    expect(activeFilterCount(state.filters)).toBe(0);
  });
});

describe('the API query', () => {
  it('turns filters into the API booleans and the page into an offset', () => {
    const state = parseUsersListState(new URLSearchParams('q=bob&page=2&status=active&premium=yes'));
    expect(toListQuery(state)).toEqual({
      search: 'bob',
      disabled: 'false',
      emailVerified: undefined,
      admin: undefined,
      premium: 'true',
      provider: undefined,
      pageSize: 10,
      offset: 10,
    });
  });

  it('leaves out an empty search', () => {
    expect(toFilterQuery({ search: '', filters: {} }).search).toBeUndefined();
  });
});

describe('URL updates', () => {
  const current = new URLSearchParams('q=ann&page=4&status=active&admin=yes');

  it('a new search goes back to page 1 and keeps the filters', () => {
    expect(withParams(current, searchUpdate('  bob ')).toString()).toBe('q=bob&status=active&admin=yes');
  });

  it('a filter change goes back to page 1', () => {
    expect(withParams(current, filterUpdate('status', 'disabled')).toString()).toBe(
      'q=ann&status=disabled&admin=yes',
    );
    expect(withParams(current, filterUpdate('admin', '')).toString()).toBe('q=ann&status=active');
  });

  it('clearing filters keeps the search only', () => {
    expect(withParams(current, clearFiltersUpdate()).toString()).toBe('q=ann');
  });
});

describe('totalPages', () => {
  it('is at least 1', () => {
    expect(totalPages(0)).toBe(1);
    expect(totalPages(10)).toBe(1);
    expect(totalPages(11)).toBe(2);
  });
});
