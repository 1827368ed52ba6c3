import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '~/server/logger';
import { downloadBody } from './download-body';

const encoder = new TextEncoder();

// A source that gives its first page, then fails as a database read on the second would.
const failingAfterFirstPage = () => {
  let page = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      page++;
      if (page === 1) controller.enqueue(encoder.encode('email\nann@example.com\n'));
      else throw new Error('connection terminated');
    },
  });
};

describe('downloadBody', () => {
  it('a source that fails partway errors the body (the download fails, never a file cut short) and is logged', async () => {
    const logger = { error: vi.fn() } as unknown as Logger;
    const app = new Hono().get('/export', (c) =>
      c.body(downloadBody(failingAfterFirstPage(), logger, 'users export')),
    );
    const response = await app.request('/export');
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow('connection terminated');
    expect(logger.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'users export failed partway');
  });

  it('passes a whole source through and ends', async () => {
    const logger = { error: vi.fn() } as unknown as Logger;
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('a,b\n'));
        controller.enqueue(encoder.encode('1,2\n'));
        controller.close();
      },
    });
    const app = new Hono().get('/export', (c) => c.body(downloadBody(source, logger, 'words export')));
    expect(await (await app.request('/export')).text()).toBe('a,b\n1,2\n');
    expect(logger.error).not.toHaveBeenCalled();
  });
});
