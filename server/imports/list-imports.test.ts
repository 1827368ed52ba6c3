import { describe, expect, it, vi } from 'vitest';
import type { ImportJob } from '~/core/imports/import-job';
import { importJob } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { importTestApp, upload } from '~/server/test/import-fixtures';
import { call, FIXED_NOW } from '~/server/test/learner-fixtures';
import { RECENT_IMPORTS } from './list-imports';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

// GET /api/me/imports: the screen finds a learner's imports again after a reload, and an IMPORTS_BUSY
// names imports the learner can see.
describe.each(testDbKinds)('the list of a learner’s imports (%s)', (kind) => {
  const app = importTestApp(kind);

  it('answers the learner’s latest imports, newest first, as GET /imports/{id} answers each', async () => {
    const t = app();
    const learner = await t.createVerifiedUser('lists.imports@example.com');
    const other = await t.createVerifiedUser('lists.none@example.com');
    const older = Array.from({ length: RECENT_IMPORTS + 2 }, (_, index) => ({
      userId: learner.userId,
      status: 'done' as const,
      format: 'csv' as const,
      fileName: `old-${index}.csv`,
      fileBytes: 10,
      storedOn: 'test',
      languageCode: 'en',
      createdAt: new Date(FIXED_NOW.getTime() - (index + 1) * 60_000),
      finishedAt: new Date(FIXED_NOW.getTime() - index * 60_000),
    }));
    await t.database.db.insert(importJob).values(older);
    const queued = await upload(t, learner.token, { data: 'gato,cat\n', name: 'words.csv' });
    expect(queued.status).toBe(202);

    const listed = await call<ImportJob[]>(t, learner.token, '/api/me/imports');
    expect(listed.status).toBe(200);
    expect(listed.body.map((job) => job.fileName)).toEqual([
      'words.csv',
      ...older.slice(0, RECENT_IMPORTS - 1).map((job) => job.fileName),
    ]);
    const one = await call<ImportJob>(t, learner.token, `/api/me/imports/${queued.body.id}`);
    expect(listed.body[0]).toEqual(one.body);
    expect(listed.body[0]).toMatchObject({ status: 'queued', progress: 0, finishedAt: null });

    const others = await call<ImportJob[]>(t, other.token, '/api/me/imports');
    expect(others).toEqual({ status: 200, body: [] });
    const anonymous = await t.request('/api/me/imports');
    expect(anonymous.status).toBe(401);
  });

  it('is described in the OpenAPI document as a list of imports', async () => {
    const t = app();
    const document = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, { get?: { operationId: string; responses: Record<string, unknown> } }>;
    };
    const list = document.paths['/me/imports']?.get;
    expect(list?.operationId).toBe('listMyImports');
    expect(list?.responses['200']).toMatchObject({
      content: {
        'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/ImportJob' } } },
      },
    });
  });
});
