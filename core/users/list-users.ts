import { z } from 'zod';
import { signInProviders } from '../account/sign-in-providers';
import { queryBoolean } from '../api/query-boolean';
import { adminUserSchema } from './admin-user';

export const USERS_PAGE_SIZE = 10;
export const USERS_MAX_PAGE_SIZE = 100;
// Past this many matches the list stops counting and says "10,000+": an exact count of a broad match
// over a million users costs more than the whole page (docs/performance.md, search at scale).
export const USERS_COUNT_LIMIT = 10_000;

// Search and filters: shared by the list and by the export of "everything matching".
export const userFiltersSchema = z.object({
  search: z.string().trim().max(200).optional().meta({
    description: 'Case-insensitive substring of email, display name or user id',
  }),
  disabled: queryBoolean.optional(),
  emailVerified: queryBoolean.optional(),
  admin: queryBoolean.optional(),
  premium: queryBoolean.optional(),
  provider: z
    .enum(signInProviders)
    .optional()
    .meta({ description: 'Has an account with this sign-in provider' }),
});

export const listUsersQuerySchema = userFiltersSchema.extend({
  pageSize: z.coerce.number().int().min(1).max(USERS_MAX_PAGE_SIZE).default(USERS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).optional(),
  nextPageToken: z.string().max(500).optional().meta({
    description: 'Opaque cursor from the previous page; takes precedence over offset',
  }),
});

export const listUsersResponseSchema = z
  .object({
    items: z.array(adminUserSchema),
    totalCount: z
      .number()
      .int()
      .meta({
        description: `Users matching; when totalCountIsEstimate, a lower bound (${USERS_COUNT_LIMIT} when more match)`,
      }),
    totalCountIsEstimate: z.boolean().meta({
      description: `True when more than ${USERS_COUNT_LIMIT} users match and totalCount is that bound, not a count`,
    }),
    nextPageToken: z.string().nullable(),
  })
  .meta({ id: 'UserList' });

export type UserFilters = z.infer<typeof userFiltersSchema>;
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;
export type ListUsersResponse = z.infer<typeof listUsersResponseSchema>;
