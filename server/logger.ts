import pino from 'pino';
import { loggableError } from './loggable-error';

// JSON lines in production (for log shippers), readable lines on a developer's terminal.
export function createLogger(
  level: string,
  pretty = process.env.NODE_ENV !== 'production' && process.stdout.isTTY,
  /** Where the lines go when not to stdout (tests read them). */
  destination?: pino.DestinationStream,
) {
  const options: pino.LoggerOptions = {
    level,
    // Every error logged as { err } goes through one filter that keeps request content out of the log.
    serializers: { err: loggableError },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}

export type Logger = ReturnType<typeof createLogger>;
