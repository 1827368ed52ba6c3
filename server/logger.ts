import pino from 'pino';

// JSON lines in production (for log shippers), readable lines on a developer's terminal.
export function createLogger(
  level: string,
  pretty = process.env.NODE_ENV !== 'production' && process.stdout.isTTY,
) {
  return pino({
    level,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  });
}

export type Logger = ReturnType<typeof createLogger>;
