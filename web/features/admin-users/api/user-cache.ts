import type { QueryClient } from '@tanstack/react-query';
import type { UserSettings } from '~/core/profile/user-settings';
import type { AdminUser } from '~/core/users/admin-user';
import type { ListUsersResponse } from '~/core/users/list-users';
import type { UserFullDetails } from '~/core/users/user-full-details';
import { adminKeys } from '~/web/lib/admin-query-keys';
import { usersKeys } from './users-keys';

// A mutation's answer goes straight into the cache: the detail and every cached list page show it
// without asking the server again. Lists are only marked stale (a filter may no longer match; the
// next visit refetches), and so are the dashboard figures, whose Recent Activity now has a new entry.

function markStale(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: usersKeys.lists(), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: adminKeys.stats, refetchType: 'none' });
}

/** The user as the server now has it, in the detail and in every list page that shows it. */
export function writeUser(queryClient: QueryClient, user: AdminUser) {
  queryClient.setQueriesData<ListUsersResponse>({ queryKey: usersKeys.lists() }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.uid === user.uid ? user : item)) } : page,
  );
  queryClient.setQueryData<UserFullDetails>(usersKeys.detail(user.uid), (details) =>
    details ? { ...details, user, claims: user.customClaims } : details,
  );
  markStale(queryClient);
}

/** The profile's settings as the server saved them (limits, collection metadata). */
export function writeUserSettings(queryClient: QueryClient, userId: string, settings: UserSettings) {
  queryClient.setQueryData<UserFullDetails>(usersKeys.detail(userId), (details) =>
    details?.profile
      ? {
          ...details,
          profile: {
            ...details.profile,
            platforms: settings.platforms,
            constraints: settings.constraints,
            collectionsMetadata: settings.collectionsMetadata,
            invalidWordAttempts: settings.invalidWordAttempts,
            updatedAt: settings.updatedAt ?? details.profile.updatedAt,
          },
        }
      : details,
  );
  void queryClient.invalidateQueries({ queryKey: adminKeys.stats, refetchType: 'none' });
}

/** A deleted user leaves the cache; the list page on screen is refilled from the server. */
export function forgetUser(queryClient: QueryClient, userId: string) {
  queryClient.removeQueries({ queryKey: usersKeys.detail(userId) });
  queryClient.setQueriesData<ListUsersResponse>({ queryKey: usersKeys.lists() }, (page) =>
    page?.items.some((item) => item.uid === userId)
      ? {
          ...page,
          items: page.items.filter((item) => item.uid !== userId),
          // An estimated total is a lower bound of what is left: it stays.
          totalCount: page.totalCountIsEstimate ? page.totalCount : Math.max(0, page.totalCount - 1),
        }
      : page,
  );
  void queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: adminKeys.stats, refetchType: 'none' });
}
