import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { user } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';

// Keyset cursor over (created_at desc, id desc). The timestamp travels as PostgreSQL's own text so
// microseconds survive the round trip (a JS Date would truncate them and skip or repeat rows).
export type UserCursor = { createdAt: string; id: string };

export const userCreatedAtText = sql<string>`${user.createdAt}::text`;

export function encodeUserCursor(cursor: UserCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

export function decodeUserCursor(token: string): UserCursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (typeof createdAt !== 'string' || typeof id !== 'string' || Number.isNaN(Date.parse(createdAt))) {
      throw new Error('bad cursor');
    }
    return { createdAt, id };
  } catch {
    throw new AppError('INVALID_PAGE_TOKEN', 'The page token is not valid. Reload the list.', 400);
  }
}

/** Rows after the cursor; `columns` names them in a subquery or CTE of users (default: the table). */
export function afterUserCursor(
  cursor: UserCursor,
  columns: { createdAt: SQLWrapper; id: SQLWrapper } = { createdAt: user.createdAt, id: user.id },
): SQL {
  return sql`(${columns.createdAt}, ${columns.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`;
}
