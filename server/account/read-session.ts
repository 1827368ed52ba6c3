import { createHmac, timingSafeEqual } from 'node:crypto';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { Db } from '~/server/db/client';
import { preparedStatement } from '~/server/db/prepared-statement';
import { session, user } from '~/server/db/schema';
import type { Auth } from './auth';

export type SignedInSession = Auth['$Infer']['Session'];
type SessionRow = SignedInSession['session'];
type UserRow = SignedInSession['user'];

// The fields Better Auth itself returns for a session and its user (columns of ours it does not know,
// such as premium, stay out, as they do from getSession).
const sessionFields = [
  'id',
  'token',
  'userId',
  'expiresAt',
  'ipAddress',
  'userAgent',
  'impersonatedBy',
  'createdAt',
  'updatedAt',
] as const;
const userFields = [
  'id',
  'name',
  'email',
  'emailVerified',
  'image',
  'createdAt',
  'updatedAt',
  'role',
  'banned',
  'banReason',
  'banExpires',
] as const;

const aliased = (table: typeof session | typeof user, fields: readonly string[], prefix: string): SQL[] => {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return fields.map((field) => sql`${columns[field]} as ${sql.identifier(`${prefix}${field}`)}`);
};

/**
 * The session's columns and its user's, aliased `s.*` and `u.*`, from `session join user`: what a
 * session row must carry. A statement that reads a route's own rows along with the session selects
 * them too (see readSession's `readRow`).
 */
export const sessionRowColumns = (): SQL[] => [
  ...aliased(session, sessionFields, 's.'),
  ...aliased(user, userFields, 'u.'),
];

const sessionByToken = preparedStatement<Record<string, unknown>, { token: string }>(
  'read_session_by_token',
  () => sql`select ${sql.join(sessionRowColumns(), sql`, `)}
    from ${session} join ${user} on ${user.id} = ${session.userId}
    where ${session.token} = ${sql.placeholder('token')}`,
);

/** Reads the row of a session token: its `sessionRowColumns`, and whatever else the reader reads with them. */
export type SessionRowReader = (token: string) => Promise<Record<string, unknown> | undefined>;

/** The session and its user alone. */
export const readSessionRow = async (db: Db, token: string) => (await sessionByToken(db, { token }))[0];

/** A signed cookie value (`token.signature`, the signature base64 HMAC-SHA256) checked the way Better Auth signs it. */
function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * The session token a request carries, where it is plain to read: a bearer token as the session
 * token itself or signed, else the session cookie. `undefined` when the request carries one in a
 * form left to Better Auth to judge (an unverifiable signature, an encoded or repeated value).
 */
function tokenOf(headers: Headers, cookieName: string, secret: string): string | null | undefined {
  const authorization = headers.get('authorization');
  if (authorization && authorization.slice(0, 7).toLowerCase() === 'bearer ') {
    const bearer = authorization.slice(7).trim();
    if (/^[A-Za-z0-9_-]+$/.test(bearer)) return bearer;
    return (bearer.includes('%') ? null : verifiedToken(bearer, secret)) ?? undefined;
  }
  const cookieHeader = headers.get('cookie');
  if (!cookieHeader?.includes(cookieName)) return null;
  if (cookieHeader.split(`${cookieName}=`).length !== 2) return undefined;
  const value = parseCookies(cookieHeader, cookieName)[cookieName];
  return value ? (verifiedToken(value, secret) ?? undefined) : undefined;
}

function pick<T>(row: Record<string, unknown>, prefix: string, fields: readonly string[]): T {
  return Object.fromEntries(fields.map((field) => [field, row[`${prefix}${field}`]])) as T;
}

/**
 * The signed-in session of a request and its user, as Better Auth's getSession gives them, or null.
 * Every signed-in API call asks, so the common case is one prepared query: a bearer token or a session
 * cookie whose signature checks out, for a session that is live and not due for its daily extension.
 * Everything else (a session to extend, an expired one to delete, a token in a form we do not read) is
 * Better Auth's own getSession, so the rules stay Better Auth's. A revoked session is gone at once:
 * nothing is cached. A route may read its own first rows in that same query (`readRow`, one round
 * trip instead of two); the session's rules are the same whatever else the row carries.
 */
export async function readSession(
  db: Db,
  auth: Auth,
  headers: Headers,
  readRow: SessionRowReader = (token) => readSessionRow(db, token),
): Promise<SignedInSession | null> {
  const context = await auth.$context;
  const token = tokenOf(headers, context.authCookies.sessionToken.name, context.secret);
  if (token === null) return null;
  const betterAuth = () => auth.api.getSession({ headers }).catch(() => null);
  if (token === undefined) return betterAuth();
  const row = await readRow(token);
  if (!row) return null;
  const found = {
    session: pick<SessionRow>(row, 's.', sessionFields),
    user: pick<UserRow>(row, 'u.', userFields),
  };
  // The wall clock, as Better Auth's own checks read it: the two must agree on when a session ends.
  const now = Date.now();
  const { expiresIn, updateAge } = context.sessionConfig;
  const expiresAt = found.session.expiresAt.getTime();
  const dueForExtension = expiresAt - expiresIn * 1000 + updateAge * 1000 <= now;
  if (expiresAt < now || dueForExtension) return betterAuth();
  return found;
}
