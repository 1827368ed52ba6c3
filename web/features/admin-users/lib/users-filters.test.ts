import { describe, expect, it } from 'vitest';
import { USERS_COUNT_LIMIT } from '~/core/users/list-users';
import { paramsObject } from '~/web/components/list/url-schema';
import {
  activeFilterCount,
  toListUsersQuery,
  totalIsEstimate,
  totalPages,
  toUserFilters,
  usersFoundText,
  usersUrlSchema,
} from './users-filters';

const parse = (query: string) => usersUrlSchema.parse(paramsObject(new URLSearchParams(query)));

describe('the users list URL', () => {
  it('reads search, page and filters', () => {
    expect(parse('q=ann&page=3&status=disabled&verified=no&admin=yes&premium=no&provider=google')).toEqual({
      q: 'ann',
      page: 3,
      status: 'disabled',
      verified: 'no',
      admin: 'yes',
      premium: 'no',
      provider: 'google',
    });
  });

  it('falls back to the defaults for what it cannot read, value by value', () => {
    const state = parse('page=zero&status=banned&provider=github&verified=yes');
    expect(state).toEqual({
      q: '',
      page: 1,
      status: undefined,
      verified: 'yes',
      admin: undefined,
      premium: undefined,
      provider: undefined,
    });
    expect(activeFilterCount(state)).toBe(1);
  });
});

describe('the API query', () => {
  it('turns filters into the API booleans and the page into an offset', () => {
    expect(toListUsersQuery(parse('q=bob&page=2&status=active&premium=yes'))).toEqual({
      search: 'bob',
      disabled: 'false',
      emailVerified: undefined,
      admin: undefined,
      premium: 'true',
      provider: undefined,
      pageSize: 10,
      offset: 10,
    });
    expect(toUserFilters(parse('status=disabled&verified=no')).disabled).toBe('true');
    expect(toUserFilters(parse('status=disabled&verified=no')).emailVerified).toBe('false');
  });

  it('counts pages, and reads an estimated total only when the server says so', () => {
    expect([totalPages(0), totalPages(10), totalPages(11)]).toEqual([1, 1, 2]);
    expect(totalIsEstimate({ totalCountIsEstimate: true })).toBe(true);
    expect(totalIsEstimate({ totalCountIsEstimate: false })).toBe(false);
    expect(totalIsEstimate(undefined)).toBe(false);
  });

  it('says how many users were found, "10,000+" past the count limit', () => {
    expect(usersFoundText({ totalCount: 1, totalCountIsEstimate: false })).toBe('1 user found');
    expect(usersFoundText({ totalCount: 2_345, totalCountIsEstimate: false })).toBe('2,345 users found');
    expect(usersFoundText({ totalCount: USERS_COUNT_LIMIT, totalCountIsEstimate: true })).toBe(
      '10,000+ users found',
    );
    expect(totalPages(USERS_COUNT_LIMIT)).toBe(1_000);
  });
});
