import { USERS_PAGE_SIZE } from '../../../../core/admin/list-users';
import type { Query } from '../../../lib/api-client';
import { readEnum, readPositiveInt, readText, type UrlUpdates } from '../../../lib/url-state';

// The users list's search, filters and page as they live in the URL (reload and Back keep them).
export const statusValues = ['active', 'disabled'] as const;
export const yesNoValues = ['yes', 'no'] as const;
export const providerValues = ['credential', 'google', 'apple'] as const;

export type UsersFilters = {
  status?: (typeof statusValues)[number];
  verified?: (typeof yesNoValues)[number];
  admin?: (typeof yesNoValues)[number];
  premium?: (typeof yesNoValues)[number];
  provider?: (typeof providerValues)[number];
};

export type UsersListState = { search: string; page: number; filters: UsersFilters };

export const filterKeys = ['status', 'verified', 'admin', 'premium', 'provider'] as const;

export function parseUsersListState(params: URLSearchParams): UsersListState {
  return {
    search: readText(params, 'q'),
    page: readPositiveInt(params, 'page'),
    filters: {
      status: readEnum(params, 'status', statusValues),
      verified: readEnum(params, 'verified', yesNoValues),
      admin: readEnum(params, 'admin', yesNoValues),
      premium: readEnum(params, 'premium', yesNoValues),
      provider: readEnum(params, 'provider', providerValues),
    },
  };
}

export function activeFilterCount(filters: UsersFilters): number {
  return filterKeys.filter((key) => filters[key] !== undefined).length;
}

const yesNo = (value: 'yes' | 'no' | undefined) =>
  value === undefined ? undefined : String(value === 'yes');

/** The API's search and filter parameters (GET /admin/users and the export). */
export function toFilterQuery({ search, filters }: Pick<UsersListState, 'search' | 'filters'>): Query {
  return {
    search: search || undefined,
    disabled: filters.status === undefined ? undefined : String(filters.status === 'disabled'),
    emailVerified: yesNo(filters.verified),
    admin: yesNo(filters.admin),
    premium: yesNo(filters.premium),
    provider: filters.provider,
  };
}

/** GET /admin/users: a page of USERS_PAGE_SIZE by offset ((page - 1) * 10). */
export function toListQuery(state: UsersListState): Query {
  return { ...toFilterQuery(state), pageSize: USERS_PAGE_SIZE, offset: (state.page - 1) * USERS_PAGE_SIZE };
}

/** URL updates for a new search: the page goes back to 1 (spec section 4). */
export function searchUpdate(search: string): UrlUpdates {
  return { q: search.trim(), page: null };
}

/** URL updates for one filter: the page goes back to 1 too. */
export function filterUpdate(key: (typeof filterKeys)[number], value: string): UrlUpdates {
  return { [key]: value, page: null };
}

export function clearFiltersUpdate(): UrlUpdates {
  return { ...Object.fromEntries(filterKeys.map((key) => [key, null])), page: null };
}

export function totalPages(totalCount: number): number {
  return Math.max(1, Math.ceil(totalCount / USERS_PAGE_SIZE));
}
