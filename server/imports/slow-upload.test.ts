import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_IMPORT_FILE_BYTES } from '~/core/imports/import-limits';
import { parseEnv } from '~/server/env';
import { serverOptions } from '~/server/http/server-options';
import { tempDataDir } from '~/server/test/import-fixtures';
import { freePort } from '~/server/test/processes';
import { createTestApp, TEST_ORIGIN, type TestApp } from '~/server/test/test-app';

// An upload is one request, so the server's request timeout bounds it whole: at 30 s the 100 MB an
// import takes needed 27 Mbit/s. Over a real socket, since the timeouts are Node's, not the app's.

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

describe('a slow upload', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { DATA_DIR: tempDataDir() });
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

  it('is accepted when its body takes longer than the headers timeout, within the request timeout', async () => {
    expect(await slowUpload({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '8000' }, 3000)).toBe(202);
  });
});
