import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '~/server/env';
import { createLogger } from '~/server/logger';
import { createMailer } from '~/server/mail/mailer';
import { createTestDatabase } from '~/server/test/databases';
import { testPasswordHashing } from '~/server/test/test-password-hashing';
import { createAuth } from './auth';
import { passwordHashingOf } from './password-hash';

// One hashing for every door: what createAuth is given (or Better Auth's own) is what sign-in uses and
// what passwordHashingOf hands to account deletion and an administrator's reset.
describe('the auth instance’s password hashing', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const authWith = (passwordHashing?: typeof testPasswordHashing) =>
    createAuth({
      db: database.db,
      env: parseEnv({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' }),
      mailer: createMailer({ db: database.db, smtp: false }),
      logger: createLogger('silent', false),
      secret: 'test-secret-test-secret-test-secret-0123',
      passwordHashing,
    });
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.close();
  });

  it('is Better Auth’s own when none is given, as the server runs', async () => {
    const hashing = await passwordHashingOf(authWith());
    expect(
      await verifyPassword({ hash: await hashing.hash('a long password'), password: 'a long password' }),
    ).toBe(true);
    const theirs = await hashPassword('a long password');
    expect(await hashing.verify({ hash: theirs, password: 'a long password' })).toBe(true);
    expect(await hashing.verify({ hash: theirs, password: 'another password' })).toBe(false);
  });

  it('is the one given, and the given one is not Better Auth’s cost', async () => {
    const hashing = await passwordHashingOf(authWith(testPasswordHashing));
    const ours = await hashing.hash('a long password');
    expect(await testPasswordHashing.verify({ hash: ours, password: 'a long password' })).toBe(true);
    expect(await hashing.verify({ hash: ours, password: 'another password' })).toBe(false);
    // Same algorithm and format, another cost: Better Auth's own check finds it wrong.
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: ours, password: 'a long password' })).toBe(false);
  });
});
