import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { ImportJob } from '~/core/imports/import-job';
import { createImportWorker } from '~/server/imports/import-worker';
import type { TestDbKind } from './databases';
import { FIXED_NOW } from './learner-fixtures';
import { createTestApp, type TestApp } from './test-app';

/** A fresh DATA_DIR for an app whose tests upload files. */
export const tempDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'vocably-imports-'));

/**
 * A test app on this kind of database whose learners upload files, its clock at FIXED_NOW: made before
 * the suite's tests (the answer gives it to them) and closed after them.
 */
export function importTestApp(kind: TestDbKind): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: tempDataDir() });
    t.deps.now = () => FIXED_NOW;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });
  return () => t!;
}

/** POST a file as multipart form data, as the web's import screen does. */
export async function upload(
  t: TestApp,
  token: string,
  file: { data: Uint8Array | string; name: string },
  fields: Record<string, string> = {},
  path = '/api/me/imports',
) {
  const form = new FormData();
  form.set('file', new Blob([file.data as BlobPart]), file.name);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const response = await t.request(path, { method: 'POST', token, body: form });
  return {
    status: response.status,
    body: (await response.json()) as ImportJob & { code?: string; message?: string },
  };
}

/** Runs every queued import now, as a server's import worker would. */
export async function runImports(t: TestApp, now?: () => Date) {
  const worker = createImportWorker({ db: t.database.db, logger: t.deps.logger, now: now ?? t.deps.now });
  return worker.runOnce();
}

/** Uploads, runs the import, and answers the finished job. */
export async function importFile(
  t: TestApp,
  token: string,
  file: { data: Uint8Array | string; name: string },
  fields: Record<string, string> = {},
) {
  const queued = await upload(t, token, file, fields);
  if (queued.status !== 202)
    throw new Error(`upload refused: ${queued.status} ${JSON.stringify(queued.body)}`);
  await runImports(t);
  const response = await t.request(`/api/me/imports/${queued.body.id}`, { token });
  return (await response.json()) as ImportJob;
}
