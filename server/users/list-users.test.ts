import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListUsersQuery, listUsersQuerySchema } from '~/core/users/list-users';
import type { Database } from '~/server/db/client';
import { user } from '~/server/db/schema';
import { insertUser } from '~/server/test/admin-fixtures';
import { createTestDatabase, testDbKinds } from '~/server/test/databases';
import { listUsers } from './list-users';
import { encodeUserCursor } from './user-cursor';

// The list's two ways to a page: up to the count limit one statement counts and sorts every match;
// past it the total is the limit, flagged as an estimate, and the page walks created_at. Both must give
// the same pages. A small limit is injected so a handful of rows crosses it.
describe.each(testDbKinds)('listUsers count limit (%s)', (kind) => {
  let database: Database;
  const now = new Date('2026-11-23T12:00:00Z');
  const crowd: string[] = [];
  const query = (input: Record<string, unknown>): ListUsersQuery => listUsersQuerySchema.parse(input);
  const list = (input: Record<string, unknown>, countLimit?: number) =>
    listUsers(database.db, query(input), now, { countLimit });
  /** Every page from the first, following nextPageToken. */
  const allPages = async (input: Record<string, unknown>, countLimit: number) => {
    const pages = [await list(input, countLimit)];
    while (pages.at(-1)!.nextPageToken) {
      pages.push(await list({ ...input, nextPageToken: pages.at(-1)!.nextPageToken }, countLimit));
    }
    return pages;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // 12 "crowd" users, two of them created in the same microsecond (the id breaks the tie), and 3
    // "rare" ones, interleaved in time so neither set is a run of the created_at index.
    for (let i = 0; i < 15; i++) {
      const rare = i % 5 === 2;
      const createdAt = new Date(Date.UTC(2026, 0, 1, 0, 0, i === 4 ? 3 : i));
      const row = await insertUser(database.db, {
        email: `${rare ? 'rare' : 'crowd'}${String(i).padStart(2, '0')}@example.com`,
        name: rare ? 'Rare Person' : `Crowd Member ${i}`,
        createdAt,
      });
      if (!rare) crowd.push(row.id);
    }
  });
  afterAll(async () => {
    await database?.close();
  });

  it('counts exactly up to the limit, and says "at least the limit" past it', async () => {
    const rare = await list({ search: 'rare' }, 5);
    expect(rare).toMatchObject({ totalCount: 3, totalCountIsEstimate: false, nextPageToken: null });
    expect(rare.items.map((item) => item.email)).toEqual([
      'rare12@example.com',
      'rare07@example.com',
      'rare02@example.com',
    ]);

    expect(await list({ search: 'crowd' }, 12)).toMatchObject({
      totalCount: 12,
      totalCountIsEstimate: false,
    });
    expect(await list({ search: 'crowd' }, 11)).toMatchObject({ totalCount: 11, totalCountIsEstimate: true });
    expect(await list({ search: 'crowd' }, 5)).toMatchObject({ totalCount: 5, totalCountIsEstimate: true });
    expect(await list({ search: 'no-such-person' }, 5)).toMatchObject({
      items: [],
      totalCount: 0,
      totalCountIsEstimate: false,
    });
    // The default limit (10,000) leaves these few rows exact.
    expect(await list({ search: 'crowd' })).toMatchObject({ totalCount: 12, totalCountIsEstimate: false });
  });

  it('gives the same pages, in created_at then id order, on both sides of the limit', async () => {
    const exact = await allPages({ search: 'crowd', pageSize: 5 }, 100);
    const estimated = await allPages({ search: 'crowd', pageSize: 5 }, 5);
    const emails = (pages: typeof exact) => pages.map((page) => page.items.map((item) => item.email));
    expect(emails(estimated)).toEqual(emails(exact));
    expect(exact.map((page) => page.nextPageToken)).toEqual(estimated.map((page) => page.nextPageToken));
    expect(exact.every((page) => page.totalCount === 12 && !page.totalCountIsEstimate)).toBe(true);
    expect(estimated.every((page) => page.totalCount === 5 && page.totalCountIsEstimate)).toBe(true);

    const seen = exact.flatMap((page) => page.items);
    expect(seen.map((item) => item.uid).sort()).toEqual([...crowd].sort());
    const order = seen.map((item) => [item.metadata.creationTime, item.uid] as const);
    const sorted = [...order].sort(([a, aId], [b, bId]) =>
      a === b ? bId.localeCompare(aId) : b.localeCompare(a),
    );
    expect(order).toEqual(sorted);
    // Two crowd users share a created_at: the cursor keeps both, once each.
    expect(new Set(order.map(([time]) => time)).size).toBe(11);

    const byOffset = await list({ search: 'crowd', pageSize: 5, offset: 5 }, 5);
    expect(byOffset.items.map((item) => item.email)).toEqual(emails(exact)[1]);
  });

  it('still counts on a page past the end, by offset or by cursor', async () => {
    expect(await list({ search: 'crowd', pageSize: 5, offset: 50 }, 100)).toMatchObject({
      items: [],
      totalCount: 12,
      totalCountIsEstimate: false,
    });
    expect(await list({ search: 'crowd', pageSize: 5, offset: 50 }, 5)).toMatchObject({
      items: [],
      totalCount: 5,
      totalCountIsEstimate: true,
    });
    // A cursor older than every user: an empty page that still knows the total.
    const beyond = encodeUserCursor({ createdAt: '2000-01-01 00:00:00+00', id: '' });
    expect(await list({ search: 'crowd', nextPageToken: beyond }, 100)).toMatchObject({
      items: [],
      totalCount: 12,
      totalCountIsEstimate: false,
      nextPageToken: null,
    });
    expect(await list({ search: 'crowd', nextPageToken: beyond }, 5)).toMatchObject({
      items: [],
      totalCount: 5,
      totalCountIsEstimate: true,
    });
  });

  it('answers exact and prefix searches as the substrings they are', async () => {
    const emails = async (search: string) =>
      (await list({ search, pageSize: 20 }, 5)).items.map((item) => item.email).sort();
    // A whole email, in another case: that user, and anyone whose email merely contains it.
    expect(await emails('CROWD03@example.com')).toEqual(['crowd03@example.com']);
    const twin = await insertUser(database.db, { email: 'xcrowd03@example.com', name: 'Twin' });
    expect(await emails('crowd03@example.com')).toEqual(['crowd03@example.com', 'xcrowd03@example.com']);
    // An email start is not a prefix search: the twin contains it too.
    expect(await emails('crowd0')).toEqual([
      'crowd00@example.com',
      'crowd01@example.com',
      'crowd03@example.com',
      'crowd04@example.com',
      'crowd05@example.com',
      'crowd06@example.com',
      'crowd08@example.com',
      'crowd09@example.com',
      'xcrowd03@example.com',
    ]);
    // A whole id and a fragment from its middle, upper-cased.
    const id = crowd[0]!;
    expect((await list({ search: id }, 5)).items.map((item) => item.uid)).toEqual([id]);
    expect((await list({ search: id.slice(9, 23).toUpperCase() }, 5)).items.map((item) => item.uid)).toEqual([
      id,
    ]);
    await database.db.delete(user).where(eq(user.id, twin.id));
  });

  it('limits the count of a list without a search too', async () => {
    expect(await list({}, 5)).toMatchObject({ totalCount: 5, totalCountIsEstimate: true });
    expect(await list({}, 15)).toMatchObject({ totalCount: 15, totalCountIsEstimate: false });
    expect((await list({ pageSize: 20 }, 5)).items).toHaveLength(15);
  });
});
