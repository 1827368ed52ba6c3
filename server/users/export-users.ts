import { stringify } from 'csv-stringify/sync';
import { and, desc, inArray } from 'drizzle-orm';
import type { UserFilters } from '~/core/users/list-users';
import type { Actor } from '~/server/audit/actor';
import { recordAudit } from '~/server/audit/record-audit';
import type { Db } from '~/server/db/client';
import { user } from '~/server/db/schema';
import { csvSafeCell } from './csv-safe-cell';
import { providersOf } from './providers-of';
import { toAdminUser } from './to-admin-user';
import { afterUserCursor, type UserCursor, userCreatedAtText } from './user-cursor';
import { userFilterClause } from './user-filters';

export const EXPORT_PAGE_SIZE = 500;

const header = [
  'uid',
  'email',
  'displayName',
  'disabled',
  'emailVerified',
  'isAdminUser',
  'isPremium',
  'providers',
  'creationTime',
  'lastSignInTime',
];

// A CSV of the chosen users (or of every user matching the filters), produced one keyset page at a
// time as the client reads it: memory stays at one page however many users there are. The audit row
// is written before the first byte, so an export the client abandons half-way is still on record.
export async function exportUsersCsv(
  db: Db,
  input: { userIds: string[]; filters: UserFilters; actor: Actor; now: Date },
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  // One moment for the whole file, so the premium filter and column agree on every page.
  const now = input.now;
  const selection = input.userIds.length > 0 ? inArray(user.id, input.userIds) : undefined;
  const where = selection ?? userFilterClause(input.filters, now);
  let cursor: UserCursor | undefined;
  let started = false;
  await db.transaction((tx) =>
    recordAudit(tx, {
      actor: input.actor,
      action: 'users.export',
      targetType: 'users',
      after: input.userIds.length > 0 ? { userIds: input.userIds } : { filters: input.filters },
    }),
  );

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        // A byte order mark before the header, once, so spreadsheets (Excel) read the file as UTF-8
        // instead of showing Hebrew or accented names garbled.
        controller.enqueue(encoder.encode(`\uFEFF${stringify([header], { eof: true })}`));
        return;
      }
      const rows = await db
        .select({ row: user, createdAtText: userCreatedAtText })
        .from(user)
        .where(and(where, cursor ? afterUserCursor(cursor) : undefined))
        .orderBy(desc(user.createdAt), desc(user.id))
        .limit(EXPORT_PAGE_SIZE);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      const providers = await providersOf(
        db,
        rows.map(({ row }) => row.id),
      );
      const records = rows.map(({ row }) => {
        const record = toAdminUser(row, providers.get(row.id) ?? [], now);
        return [
          record.uid,
          record.email,
          record.displayName,
          record.disabled,
          record.emailVerified,
          record.customClaims.isAdminUser,
          record.customClaims.isPremium,
          record.providerData.map((p) => p.providerId).join(' '),
          record.metadata.creationTime,
          record.metadata.lastSignInTime,
        ].map(csvSafeCell);
      });
      controller.enqueue(encoder.encode(stringify(records, { eof: true })));
      const last = rows.at(-1)!;
      cursor = { createdAt: last.createdAtText, id: last.row.id };
    },
  });
}
