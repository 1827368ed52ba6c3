import { or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUsersQuerySchema } from '~/core/users/list-users';
import type { Database } from '~/server/db/client';
import { likeContains } from '~/server/db/like-pattern';
import { user } from '~/server/db/schema';
import { insertUser } from '~/server/test/admin-fixtures';
import { createTestDatabase, testDbKinds } from '~/server/test/databases';
import { listUsers } from './list-users';
import { SEARCH_TEXT_SEPARATOR } from './user-filters';

// The users search is a LIKE on user.search_text (email, name and id lower-cased, joined by chr(31)),
// served by one trigram index. It must find exactly what a plain case-insensitive substring search
// over the three fields finds: ILIKE on each (the search's definition before search_text), and, for
// ASCII, JavaScript's toLowerCase().includes().
describe.each(testDbKinds)('users search over search_text (%s)', (kind) => {
  let database: Database;
  type Person = { id: string; email: string; name: string };
  const people: Person[] = [];
  const now = new Date('2026-11-25T12:00:00Z');

  // Ids as Better Auth makes them (32 letters and digits, both cases); names with LIKE wildcards, a
  // backslash, non-ASCII letters, nothing at all.
  const given: Person[] = [
    { id: 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z', email: 'Theresa.Lawson@example.com', name: 'Theresa Lawson' },
    { id: 'zY9xW8vU7tS6rQ5pO4nM3lK2jI1hG0fE', email: 'ann.smith@example.org', name: 'Ann Smith' },
    { id: 'QQqq1111RRrr2222SSss3333TTtt4444', email: 'sale@shop.example', name: '50% off_sale' },
    { id: 'a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6', email: 'back.slash@example.com', name: 'C:\\Users\\x' },
    { id: 'MixedCaseIdWithSmithInsideIt0000', email: 'nobody@example.net', name: '' },
    { id: 'k9J8h7G6f5D4s3A2p1O0i9U8y7T6r5E4', email: 'angstrom@example.se', name: 'Ångström Ödegaard' },
    {
      id: 'uNiQuE0000000000000000000000idEE',
      email: 'christiansen.k@example.dk',
      name: 'Karen Christiansen',
    },
  ];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    for (const [i, person] of given.entries()) {
      await insertUser(database.db, { ...person, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) });
      people.push(person);
    }
  });
  afterAll(async () => {
    await database?.close();
  });

  /** Ids the users list finds (every page at once: the list is small). */
  const found = async (search: string) => {
    const page = await listUsers(database.db, listUsersQuerySchema.parse({ search, pageSize: 100 }), now);
    expect(page.totalCountIsEstimate).toBe(false);
    expect(page.totalCount).toBe(page.items.length);
    return page.items.map((item) => item.uid).sort();
  };
  /** Ids `email ILIKE p OR name ILIKE p OR id ILIKE p` finds. */
  const byIlike = async (search: string) => {
    const pattern = likeContains(search);
    const rows = await database.db
      .select({ id: user.id })
      .from(user)
      .where(
        or(
          sql`${user.email} ilike ${pattern}`,
          sql`${user.name} ilike ${pattern}`,
          sql`${user.id} ilike ${pattern}`,
        ),
      );
    return rows.map((row) => row.id).sort();
  };
  const byJavaScript = (search: string) =>
    people
      .filter((p) => [p.email, p.name, p.id].some((f) => f.toLowerCase().includes(search.toLowerCase())))
      .map((p) => p.id)
      .sort();

  it('stores email, name and id lower-cased, joined by chr(31)', async () => {
    const rows = await database.db.select({ id: user.id, searchText: user.searchText }).from(user);
    for (const row of rows) {
      const person = people.find((p) => p.id === row.id)!;
      expect(row.searchText.split(SEARCH_TEXT_SEPARATOR)).toEqual([
        person.email.toLowerCase(),
        person.name.toLowerCase(),
        person.id.toLowerCase(),
      ]);
    }
  });

  it('finds what a substring search over email, name and id finds, whatever the case', async () => {
    const terms = [
      'theresa.la',
      'THERESA.LA',
      'smith',
      'SmItH',
      'christiansen',
      'example',
      'ann',
      '.org',
      'lawson@',
      'ångström',
      'ÅNGSTRÖM',
      'Ödegaard',
      'zz-none',
      // Fragments from the middle of ids, in any case, and whole ids.
      'dEf6hIj9kLm2',
      'def6hij9klm2',
      'RRRR2222',
      given[6]!.id,
      given[0]!.id.toLowerCase(),
      // LIKE wildcards and the escape character mean themselves.
      '%',
      '_',
      '50%',
      '% off_',
      'off_s',
      'f%f',
      'a_b',
      '\\',
      'c:\\users',
      '\\x',
    ];
    // And a fragment of every field of every person, its case flipped.
    for (const p of people) {
      for (const field of [p.email, p.name, p.id]) {
        if (field.length < 3) continue;
        const start = Math.floor(field.length / 3);
        const fragment = field.slice(start, start + 5);
        terms.push(
          fragment,
          [...fragment].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join(''),
        );
      }
    }
    // (The list trims the term, as the API does.)
    for (const term of terms.map((t) => t.trim())) {
      const ids = await found(term);
      expect({ term, ids }).toEqual({ term, ids: await byIlike(term) });
      if (/^[\x20-\x7e]*$/.test(term)) expect({ term, ids }).toEqual({ term, ids: byJavaScript(term) });
    }
    // The terms above do find people (the comparison is not between empty sets).
    expect(await found('smith')).toEqual([given[1]!.id, given[4]!.id].sort());
    expect(await found('dEf6hIj9kLm2')).toEqual([given[0]!.id]);
    expect(await found('50%')).toEqual([given[2]!.id]);
    expect(await found('%')).toEqual([given[2]!.id]);
    expect(await found('_')).toEqual([given[2]!.id]);
    expect(await found('\\')).toEqual([given[3]!.id]);
    // Non-ASCII letters: lower() follows the database's locale, as ILIKE does (PGlite's C locale folds
    // ASCII only), so only the exact case is sure to match everywhere.
    expect(await found('Ångström')).toEqual([given[5]!.id]);
  });

  it('never matches across two fields', async () => {
    // The end of an email and the start of a name, or of a name and an id, are adjacent in search_text
    // only across the separator: joined without it, or with it, they match nothing.
    const ann = given[1]!;
    for (const term of [
      'example.organn',
      '.org ann',
      'smith zy9x',
      `example.org${SEARCH_TEXT_SEPARATOR}ann`,
      `smith${SEARCH_TEXT_SEPARATOR}zy9`,
      `org${SEARCH_TEXT_SEPARATOR}`,
      SEARCH_TEXT_SEPARATOR,
      `${SEARCH_TEXT_SEPARATOR}${SEARCH_TEXT_SEPARATOR}`,
    ]) {
      expect({ term, ids: await found(term) }).toEqual({ term, ids: [] });
      expect(await byIlike(term)).toEqual([]);
    }
    expect(await found('smithzy9')).toEqual([]);
    expect(await found('ann.smith@example.org')).toEqual([ann.id]);
  });

  it('keeps search_text current when the email or name changes', async () => {
    const person = given[5]!;
    await database.db
      .update(user)
      .set({ email: 'NEW.Address@Example.se', name: 'Renamed Person' })
      .where(sql`${user.id} = ${person.id}`);
    person.email = 'NEW.Address@Example.se';
    person.name = 'Renamed Person';
    expect(await found('new.address')).toEqual([person.id]);
    expect(await found('RENAMED')).toEqual([person.id]);
    expect(await found('angstrom@')).toEqual([]);
  });
});
