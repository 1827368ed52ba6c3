import type { Logger } from '~/server/logger';

export type PollingLoop = {
  start: () => void;
  /** Stops polling and waits (at most `timeoutMs`) for the round in flight. */
  stop: (timeoutMs?: number) => Promise<void>;
  /** Runs a round now (after this process queued work). */
  wake: () => void;
};

/**
 * The loop of a durable-queue worker (the mail outbox, imports): a round at start, every
 * `pollIntervalMs` after the last one ended, and at once when woken; never two rounds at a time (a
 * wake during a round runs another right after it). A failed round (the database unreachable or
 * closing) is logged and tried again at the next poll. The timer never keeps the process alive.
 */
export function createPollingLoop(options: {
  round: () => Promise<unknown>;
  pollIntervalMs: number;
  logger: Logger;
  failure: string;
}): PollingLoop {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<void> | undefined;
  let wokenWhileDraining = false;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (!running) return;
    timer = setTimeout(tick, delayMs);
    timer.unref();
  };

  function tick() {
    if (draining) {
      wokenWhileDraining = true;
      return;
    }
    draining = (async () => {
      do {
        wokenWhileDraining = false;
        try {
          await options.round();
        } catch (error) {
          options.logger.error({ err: error }, options.failure);
        }
      } while (wokenWhileDraining && running);
    })().finally(() => {
      draining = undefined;
      schedule(options.pollIntervalMs);
    });
  }

  return {
    start: () => {
      if (running) return;
      running = true;
      schedule(0);
    },
    wake: () => {
      if (running) schedule(0);
    },
    stop: async (timeoutMs = 5000) => {
      running = false;
      clearTimeout(timer);
      if (draining) {
        let timeout: NodeJS.Timeout | undefined;
        await Promise.race([draining, new Promise((resolve) => (timeout = setTimeout(resolve, timeoutMs)))]);
        clearTimeout(timeout);
      }
    },
  };
}
