import type { z } from 'zod';
import type { listUsersQuerySchema } from '~/core/users/list-users';

export type ListUsersInput = z.input<typeof listUsersQuerySchema>;

// The users area's query keys: lists by their query, details by user id.
export const usersKeys = {
  all: ['admin', 'users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (query: ListUsersInput) => [...usersKeys.lists(), query] as const,
  detail: (id: string) => [...usersKeys.all, 'detail', id] as const,
};
