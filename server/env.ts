import { z } from 'zod';

// Every setting the server reads, validated once at start-up. Documented in .env.example.
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // How long a client may take to send a request's headers, and the whole request, before the
    // server answers 408 and closes the connection (slow clients must not hold sockets open). The whole
    // request includes an import's upload: 10 minutes lets the largest (100 MB) through at 1.4 Mbit/s.
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(600_000),
    // How long an idle keep-alive connection stays open. Longer than the idle timeout of the proxies
    // in front (60 s on the common ones): a server that closes first races the proxy's next request
    // on that connection, which then fails (ECONNRESET, a 502 from the proxy).
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(65_000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url({ message: 'PUBLIC_URL must be a full URL such as https://vocably.app' }).optional(),
    DATA_DIR: z.string().default('.data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
        .optional(),
    ),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    BETTER_AUTH_SECRET: optionalText.pipe(
      z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters').optional(),
    ),
    TRUSTED_ORIGINS: optionalText,
    SMTP_URL: optionalText,
    // Production refuses to start without SMTP_URL unless this says that mail may stay in the outbox
    // (e.g. a staging server whose mail nobody should receive).
    MAIL_OUTBOX_ONLY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    MAIL_FROM: z.string().default('Vocably <no-reply@vocably.app>'),
    // The mail outbox's delivery worker (ADR 0007): tries failed for the email's own reason before one
    // without a link is marked failed (retries back off exponentially from 30 s to at most 30 min; a
    // server that is down or misconfigured uses up none), how often each server process looks for due
    // mail, and how long connecting to the SMTP server (with its greeting) may take.
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
    MAIL_SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
    APPLE_CLIENT_ID: optionalText,
    APPLE_CLIENT_SECRET: optionalText,
    APPLE_APP_BUNDLE_IDENTIFIER: optionalText,
    // The shipped dictionary imports only the commonest CONTENT_LIMIT entries per language when set
    // (tests and the e2e server: small, deterministic and fast); unset, everything.
    CONTENT_LIMIT: z.coerce.number().int().min(1).optional(),
    SEED_DEMO_DATA: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    REVENUECAT_WEBHOOK_SECRET: optionalText,
    // Whether SANDBOX purchases grant premium: never in production; `true` for a staging server whose
    // testers buy with store sandbox accounts (ADR 0006).
    REVENUECAT_SANDBOX_GRANTS_PREMIUM: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    // Behind a load balancer: the header it sets to the client's address (e.g. x-forwarded-for, x-real-ip).
    // Only set it when every request passes through that balancer, or clients could forge it.
    CLIENT_IP_HEADER: optionalText.pipe(z.string().toLowerCase().optional()),
    // Sign-in attempts allowed per client address per minute (tests raise it; see .env.example).
    AUTH_SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    // Sign-ups, and emails (password reset, verification resend), per client address per minute.
    AUTH_SIGN_UP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    AUTH_EMAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    // Every other auth request (session reads included) per client address per minute.
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
    // Stories: any OpenAI-compatible chat-completions endpoint (hosted, Ollama, llama.cpp). Without
    // AI_BASE_URL, stories come from the offline template composer.
    AI_BASE_URL: optionalText.pipe(
      z.url({ message: 'AI_BASE_URL must be a full URL such as http://127.0.0.1:11434/v1' }).optional(),
    ),
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    // Benchmarks only: serves GET /api/bench/ping, a bare JSON route that is the throughput ceiling.
    BENCH_ROUTES: z
      .enum(['0', '1'])
      .default('0')
      .transform((value) => value === '1'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'is required in production' });
    }
    if (env.NODE_ENV === 'production' && env.BENCH_ROUTES) {
      ctx.addIssue({ code: 'custom', path: ['BENCH_ROUTES'], message: 'must not be set in production' });
    }
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_MS'],
        message: 'must not be longer than REQUEST_TIMEOUT_MS',
      });
    }
    if (env.AI_BASE_URL && !env.AI_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_MODEL'],
        message: 'is required with AI_BASE_URL (the model to ask)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SMTP_URL && !env.MAIL_OUTBOX_ONLY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required in production (or set MAIL_OUTBOX_ONLY=true to keep mail in the outbox)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production' });
    }
  });

export type Env = z.infer<typeof envSchema> & { publicUrl: string };

export class EnvError extends Error {}

// Settings that only make sense together. Checked on the raw input so that they are reported
// alongside every other problem, not after the others are fixed.
const pairs = [
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['APPLE_CLIENT_ID', 'APPLE_CLIENT_SECRET'],
] as const;

function pairProblems(source: Record<string, string | undefined>) {
  return pairs
    .filter(([a, b]) => Boolean(source[a]?.trim()) !== Boolean(source[b]?.trim()))
    .map(([a, b]) => `  - ${b}: set both ${a} and ${b}, or neither`);
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map((issue) => `  - ${issue.path.join('.') || 'env'}: ${issue.message}`)),
    ...pairProblems(source),
  ];
  if (!result.success || problems.length > 0) {
    throw new EnvError(`Invalid configuration:\n${problems.join('\n')}\nSee .env.example for every setting.`);
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return { ...env, publicUrl };
}

/**
 * Whether the server creates demo data and a demo administrator on start: in production only when
 * SEED_DEMO_DATA=true says so; elsewhere on the embedded database unless SEED_DEMO_DATA=false.
 */
export function seedsDemoData(env: Pick<Env, 'NODE_ENV' | 'DATABASE_URL' | 'SEED_DEMO_DATA'>) {
  if (env.NODE_ENV === 'production') return env.SEED_DEMO_DATA === true;
  return !env.DATABASE_URL && env.SEED_DEMO_DATA !== false;
}
