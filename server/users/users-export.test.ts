import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActors, insertUser } from '~/server/test/admin-fixtures';
import { testDbKinds } from '~/server/test/databases';
import { parseCsv } from '~/server/test/parse-csv';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { csvSafeCell } from './csv-safe-cell';
import { EXPORT_PAGE_SIZE } from './export-users';

describe('csvSafeCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+44 20', "'+44 20"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', "'\r=cmd"],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
  ])('%j becomes %j', (input, output) => {
    expect(csvSafeCell(input)).toBe(output);
  });
});

describe.each(testDbKinds)('admin users export (%s)', (kind) => {
  let t: TestApp;
  let actors: Awaited<ReturnType<typeof adminActors>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    actors = await adminActors(t);
    await insertUser(t.database.db, {
      id: 'evil',
      email: 'evil@example.com',
      name: '=HYPERLINK("http://x","click")',
    });
    await insertUser(t.database.db, {
      id: 'quoted',
      email: 'quoted@example.com',
      name: 'Smith, "Jo"\nline two',
    });
    await insertUser(t.database.db, { id: 'hebrew', email: 'hebrew@example.com', name: 'שרה כהן' });
    // More than one export page, to exercise the keyset continuation.
    for (let i = 0; i < EXPORT_PAGE_SIZE + 5; i++) {
      await insertUser(t.database.db, {
        id: `many-${String(i).padStart(4, '0')}`,
        email: `many${i}@example.com`,
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const exportCsv = async (json: unknown, query = '') => {
    const response = await t.request(`/api/admin/users/export${query}`, {
      method: 'POST',
      token: actors.admin.token,
      json,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="users.csv"');
    return parseCsv(await response.text());
  };

  it('exports the chosen users with RFC 4180 quoting and the formula guard', async () => {
    const rows = await exportCsv({ userIds: ['evil', 'quoted'] });
    expect(rows.map((row) => row.uid).sort()).toEqual(['evil', 'quoted']);
    const evil = rows.find((row) => row.uid === 'evil')!;
    expect(evil.displayName).toBe('\'=HYPERLINK("http://x","click")');
    expect(rows.find((row) => row.uid === 'quoted')!.displayName).toBe('Smith, "Jo"\nline two');
    expect(Object.keys(evil)).toEqual([
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
    ]);
  });

  it('starts with one byte order mark, then the header, so spreadsheets read names as UTF-8', async () => {
    const response = await t.request('/api/admin/users/export', {
      method: 'POST',
      token: actors.admin.token,
      json: { userIds: ['hebrew'] },
    });
    // Read the bytes: response.text() would drop the mark.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith('\uFEFFuid,email,displayName,')).toBe(true);
    expect(text.indexOf('\uFEFF', 1)).toBe(-1);
    expect(parseCsv(text.slice(1)).map((row) => row.displayName)).toEqual(['שרה כהן']);
  });

  it('exports every matching user across pages when no ids are given', async () => {
    const all = await exportCsv({ userIds: [] });
    expect(all).toHaveLength(EXPORT_PAGE_SIZE + 5 + 3 + 3);
    expect(new Set(all.map((row) => row.uid)).size).toBe(all.length);
    const filtered = await exportCsv({}, '?search=many1');
    expect(filtered.every((row) => row.email?.startsWith('many1'))).toBe(true);
    expect(filtered).toHaveLength(111); // many1, many10-19, many100-199
    const admins = await exportCsv(undefined, '?admin=true');
    expect(admins.map((row) => row.email).sort()).toEqual([
      'admin@example.com',
      'disabled-admin@example.com',
    ]);
  });
});
