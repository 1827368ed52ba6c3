import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_OPEN_IMPORTS } from '~/server/imports/queue-import';
import { MAX_UPLOADS_AT_ONCE, takeUploadSlot } from '~/server/imports/upload-slots';
import { testDbKinds } from '~/server/test/databases';
import { tempDataDir, upload } from '~/server/test/import-fixtures';
import { FIXED_NOW } from '~/server/test/learner-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// POST /api/me/imports is refused before its file is received when it could not be queued (the
// learner's imports under way at the limit) or when too many files are being received at once: a burst
// of uploads is not written to disk in full (100 MB each) only to be refused afterwards.

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

describe.each(testDbKinds)('uploads refused before they are received (%s)', (kind) => {
  let t: TestApp;
  let dataDir: string;
  const files = () => readdirSync(path.join(dataDir, 'imports')).sort();
  beforeAll(async () => {
    dataDir = tempDataDir();
    t = await createTestApp(kind, { DATA_DIR: dataDir });
    t.deps.now = () => FIXED_NOW;
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  /**
   * An upload whose body stops after the file's first line until `finish` is called (or, so a server
   * that waits for it is seen failing rather than hanging, `giveUpMs` has passed).
   */
  function heldUpload(token: string, giveUpMs = 60_000) {
    const boundary = 'held-upload-boundary';
    const encoder = new TextEncoder();
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, giveUpMs);
      finish = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    let bodyEnded = false;
    const parts = [
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="words.tsv"\r\nContent-Type: text/tab-separated-values\r\n\r\nHaus\thouse\n`,
      async () => {
        await finished;
        return `Baum\ttree\n\r\n--${boundary}--\r\n`;
      },
    ];
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const part = parts.shift();
        if (part === undefined) {
          bodyEnded = true;
          return controller.close();
        }
        controller.enqueue(encoder.encode(typeof part === 'string' ? part : await part()));
      },
    });
    const response = Promise.resolve(
      t.request('/api/me/imports', {
        method: 'POST',
        token,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
      } as RequestInit & { token: string }),
    ).then(async (answer) => {
      const ended = bodyEnded;
      await body.cancel().catch(() => {});
      return { status: answer.status, body: (await answer.json()) as { code?: string }, bodyEnded: ended };
    });
    return { response, finish };
  }

  const words = (i: number) => ({ data: `Wort${i}\tword ${i}\n`, name: `list${i}.tsv` });

  it('refuses a learner with three imports under way before writing their file', async () => {
    const learner = await t.createVerifiedUser('three-open@example.com');
    for (let i = 0; i < MAX_OPEN_IMPORTS; i++) {
      expect((await upload(t, learner.token, words(i))).status).toBe(202);
    }
    const before = files();
    const held = heldUpload(learner.token, 3000);
    const refused = await held.response;
    expect(refused).toMatchObject({ status: 409, body: { code: 'IMPORTS_BUSY' } });
    // Answered while the file was still being sent: nothing of it was written.
    expect(refused.bodyEnded).toBe(false);
    expect(files()).toEqual(before);
  });

  it('receives at most three files a learner at once; the others are refused at once', async () => {
    const learner = await t.createVerifiedUser('many-tabs@example.com');
    const before = files();
    const held = Array.from({ length: MAX_OPEN_IMPORTS }, () => heldUpload(learner.token));
    try {
      // Each is being received: its file has been started.
      await vi.waitFor(() => expect(files()).toHaveLength(before.length + MAX_OPEN_IMPORTS));
      const more = await Promise.all([0, 1].map((i) => upload(t, learner.token, words(i))));
      expect(more.map((answer) => [answer.status, answer.body.code])).toEqual([
        [409, 'IMPORTS_BUSY'],
        [409, 'IMPORTS_BUSY'],
      ]);
      expect(files()).toHaveLength(before.length + MAX_OPEN_IMPORTS);
    } finally {
      for (const upload of held) upload.finish();
    }
    const received = await Promise.all(held.map((upload) => upload.response));
    expect(received.map((answer) => answer.status)).toEqual([202, 202, 202]);
    // Their slots are given back, and the three imports under way refuse the next upload themselves.
    expect(await upload(t, learner.token, words(9))).toMatchObject({
      status: 409,
      body: { code: 'IMPORTS_BUSY' },
    });
  });

  it(`receives at most ${MAX_UPLOADS_AT_ONCE} files a server at once`, async () => {
    const learner = await t.createVerifiedUser('crowded@example.com');
    const others = Array.from({ length: MAX_UPLOADS_AT_ONCE }, (_, i) => takeUploadSlot(`uploader-${i}`));
    try {
      expect(await upload(t, learner.token, words(0))).toMatchObject({
        status: 503,
        body: { code: 'UPLOADS_BUSY' },
      });
    } finally {
      for (const release of others) {
        release();
        release();
      }
    }
    expect((await upload(t, learner.token, words(0))).status).toBe(202);
  });
});
