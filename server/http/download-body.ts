import type { Logger } from '~/server/logger';

/**
 * A streamed download's body (a CSV read a page at a time). Hono's stream() helper ends the response
 * normally when its source fails, so a database error on a later page gave a file cut short that
 * looked whole, and the screen said it was exported. Here a failure is logged and errors the body:
 * the server aborts the response and the client's download fails, as it should.
 */
export function downloadBody(
  source: ReadableStream<Uint8Array>,
  logger: Logger,
  what: string,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        logger.error({ err: error }, `${what} failed partway`);
        controller.error(error);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
