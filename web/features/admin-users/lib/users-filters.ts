import { z } from 'zod';
import { signInProviderNames, signInProviders } from '~/core/account/sign-in-provider-names';
import { type ListUsersResponse, USERS_PAGE_SIZE, userFiltersSchema } from '~/core/users/list-users';
import type { FilterField } from '~/web/components/list/filter-fields';
import { urlOptional, urlPage, urlText } from '~/web/components/list/url-schema';
import { formatNumber } from '~/web/lib/dates-and-numbers';
import type { ListUsersInput } from '../api/users-keys';

// The users list's URL: search, page and the Filters panel (docs/spec-deviations.md, deviation 6), each value
// checked the way the API checks it and falling back to "any" when it cannot be read.
const yesNo = z.enum(['yes', 'no']);
export const usersUrlSchema = z.object({
  q: urlText,
  page: urlPage,
  status: urlOptional(z.enum(['active', 'disabled'])),
  verified: urlOptional(yesNo),
  admin: urlOptional(yesNo),
  premium: urlOptional(yesNo),
  provider: urlOptional(userFiltersSchema.shape.provider),
});

export type UsersUrlState = z.output<typeof usersUrlSchema>;

export const userFilterKeys = ['status', 'verified', 'admin', 'premium', 'provider'] as const;

const anyOr = (any: string, options: [string, string][]) => [
  { value: '', label: any },
  ...options.map(([value, label]) => ({ value, label })),
];

export const userFilterFields: FilterField<(typeof userFilterKeys)[number]>[] = [
  {
    key: 'status',
    label: 'Status',
    options: anyOr('Any status', [
      ['active', 'Active'],
      ['disabled', 'Disabled'],
    ]),
  },
  {
    key: 'verified',
    label: 'Email',
    options: anyOr('Verified or not', [
      ['yes', 'Verified'],
      ['no', 'Unverified'],
    ]),
  },
  {
    key: 'admin',
    label: 'Role',
    options: anyOr('Any role', [
      ['yes', 'Admin'],
      ['no', 'Not admin'],
    ]),
  },
  {
    key: 'premium',
    label: 'Plan',
    options: anyOr('Any plan', [
      ['yes', 'Premium'],
      ['no', 'Not premium'],
    ]),
  },
  {
    key: 'provider',
    label: 'Sign-in provider',
    options: anyOr(
      'Any provider',
      signInProviders.map((provider) => [provider, signInProviderNames[provider]]),
    ),
  },
];

export function activeFilterCount(state: UsersUrlState): number {
  return userFilterKeys.filter((key) => state[key] !== undefined).length;
}

const yesNoQuery = (value: 'yes' | 'no' | undefined) =>
  value === undefined ? undefined : value === 'yes' ? 'true' : 'false';

/** The API's search and filters (GET /admin/users and the export of "everything matching"). */
export function toUserFilters(state: UsersUrlState) {
  return {
    search: state.q || undefined,
    disabled: state.status === undefined ? undefined : state.status === 'disabled' ? 'true' : 'false',
    emailVerified: yesNoQuery(state.verified),
    admin: yesNoQuery(state.admin),
    premium: yesNoQuery(state.premium),
    provider: state.provider,
  } satisfies ListUsersInput;
}

/** GET /admin/users: a page of USERS_PAGE_SIZE by offset ((page - 1) * 10). */
export function toListUsersQuery(state: UsersUrlState): ListUsersInput {
  return { ...toUserFilters(state), pageSize: USERS_PAGE_SIZE, offset: (state.page - 1) * USERS_PAGE_SIZE };
}

export function totalPages(totalCount: number): number {
  return Math.max(1, Math.ceil(totalCount / USERS_PAGE_SIZE));
}

/** Whether the total is a lower bound: past USERS_COUNT_LIMIT matches the server stops counting ("10,000+"). */
export function totalIsEstimate(
  response: Pick<ListUsersResponse, 'totalCountIsEstimate'> | undefined,
): boolean {
  return response?.totalCountIsEstimate === true;
}

/** "3 users found", "1 user found", or past the server's count limit "10,000+ users found". */
export function usersFoundText(
  response: Pick<ListUsersResponse, 'totalCount' | 'totalCountIsEstimate'>,
): string {
  const { totalCount, totalCountIsEstimate } = response;
  const noun = totalCount === 1 && !totalCountIsEstimate ? 'user' : 'users';
  return `${formatNumber(totalCount)}${totalCountIsEstimate ? '+' : ''} ${noun} found`;
}
