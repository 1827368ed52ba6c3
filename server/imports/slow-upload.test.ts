import { readdirSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_IMPORT_FILE_BYTES } from '~/core/imports/import-limits';
import { parseEnv } from '~/server/env';
import { serverOptions } from '~/server/http/server-options';
import { tempDataDir } from '~/server/test/import-fixtures';
import { freePort } from '~/server/test/processes';
import { createTestApp, TEST_ORIGIN, type TestApp } from '~/server/test/test-app';

// An upload is one request, so the server's request timeout bounds it whole: at 30 s the 100 MB an
// import takes needed 27 Mbit/s. The defaults are checked against the largest file below; over a real
// socket (the timeouts are Node's, not the app's), that it is the request timeout, not the headers
// timeout, that cuts a slow body short. No socket test can catch the old 30 s default itself: it would
// take more than 30 s.

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

describe('a slow upload', () => {
  let t: TestApp;
  let token: string;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    t = await createTestApp('pglite', { DATA_DIR: dataDir });
    token = (await t.createVerifiedUser('slow-line@example.com')).token;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('fits the largest file at 2 Mbit/s by default, while the headers must come within seconds', () => {
    const options = serverOptions(parseEnv({}));
    const largestAt2Mbit = ((MAX_IMPORT_FILE_BYTES * 8) / 2_000_000) * 1000;
    expect(options.requestTimeout).toBeGreaterThan(largestAt2Mbit);
    expect(options.headersTimeout).toBeLessThanOrEqual(15_000);
  });

  /** POSTs a word list as multipart, its body sent in pieces over `spreadMs`; the answer's status. */
  async function slowUpload(env: Record<string, string>, spreadMs: number) {
    const port = await freePort();
    const server = serve({
      fetch: t.app.fetch,
      port,
      hostname: '127.0.0.1',
      serverOptions: serverOptions(parseEnv(env)),
    });
    const boundary = 'slow-upload-boundary';
    const parts = [
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="words.tsv"\r\nContent-Type: text/tab-separated-values\r\n\r\n`,
      'Haus\thouse\n',
      'Baum\ttree\n',
      `\r\n--${boundary}--\r\n`,
    ];
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const part = parts.shift();
        if (part === undefined) return controller.close();
        await new Promise((resolve) => setTimeout(resolve, spreadMs / 4));
        controller.enqueue(new TextEncoder().encode(part));
      },
    });
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/me/imports`, {
        method: 'POST',
        headers: {
          origin: TEST_ORIGIN,
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
        duplex: 'half',
      } as RequestInit);
      return response.status;
    } finally {
      server.close();
    }
  }

  it('is bounded by the request timeout, not the headers timeout, however long its body takes', async () => {
    const shortHeaders = { HEADERS_TIMEOUT_MS: '1000' };
    // A body taking three times the headers timeout, within the request timeout: accepted.
    expect(await slowUpload({ ...shortHeaders, REQUEST_TIMEOUT_MS: '8000' }, 3000)).toBe(202);
    // The same body past a request timeout (as 100 MB on an ordinary line was past the old 30 s): cut.
    // The upload's own file write fails with it, and must not be left unhandled (that ends the server's
    // process); the part written is removed.
    expect(await slowUpload({ ...shortHeaders, REQUEST_TIMEOUT_MS: '1500' }, 3000)).toBe(408);
    await vi.waitFor(() => expect(readdirSync(path.join(dataDir, 'imports'))).toHaveLength(1));
  });
});
