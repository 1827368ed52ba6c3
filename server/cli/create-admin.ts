import { parseArgs } from 'node:util';
import { boot } from '~/server/boot';
import { DataDirLockedError } from '~/server/db/lock';
import { EnvError, parseEnv } from '~/server/env';
import { AppError } from '~/server/http/errors';
import { createLogger } from '~/server/logger';
import { ensureAdmin } from '~/server/users/ensure-admin';

// npm run admin:create -- --email E --password P
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email || !values.password) {
    console.error(
      'Usage: npm run admin:create -- --email you@example.com --password "a strong password" [--name "Your Name"]',
    );
    process.exit(2);
  }
  const env = parseEnv();
  const logger = createLogger('warn');
  const booted = await boot(env, logger, 'admin:create');
  try {
    const result = await ensureAdmin(booted.deps.auth, {
      email: values.email,
      password: values.password,
      name: values.name,
    });
    console.log(
      `${result.created ? 'Created' : 'Promoted'} administrator ${result.email} (id ${result.id}).`,
    );
  } finally {
    await booted.shutdown();
  }
}

main().catch((error) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError || error instanceof AppError) {
    console.error(error.message);
  } else console.error(error);
  process.exit(1);
});
