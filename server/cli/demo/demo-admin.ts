import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLE } from '~/core/users/admin-role';
import type { Auth } from '~/server/account/auth';
import type { Db } from '~/server/db/client';
import { user } from '~/server/db/schema';
import type { Logger } from '~/server/logger';
import { ensureAdmin } from '~/server/users/ensure-admin';

export const DEMO_ADMIN_EMAIL = 'admin@demo.vocably.app';

// The embedded default's first start: one administrator with a random password, printed once and
// kept in a file only the owner can read. Never a fixed default password.
export async function createDemoAdminIfNone({
  db,
  auth,
  dataDir,
  logger,
}: {
  db: Db;
  auth: Auth;
  dataDir: string;
  logger: Logger;
}) {
  const [anyAdmin] = await db.select({ id: user.id }).from(user).where(eq(user.role, ADMIN_ROLE)).limit(1);
  if (anyAdmin) return undefined;
  const password = crypto.randomBytes(12).toString('base64url');
  await ensureAdmin(auth, { email: DEMO_ADMIN_EMAIL, password, name: 'Demo Administrator' });
  const file = path.join(dataDir, 'admin-credentials.txt');
  fs.writeFileSync(file, `email: ${DEMO_ADMIN_EMAIL}\npassword: ${password}\n`, { mode: 0o600 });
  logger.info({ email: DEMO_ADMIN_EMAIL, file: path.resolve(file) }, 'demo administrator created');
  // Printed plainly (not as a log line) so that a person starting the app for the first time sees it.
  console.log(
    `\n  Demo administrator created (shown once):\n    email:    ${DEMO_ADMIN_EMAIL}\n    password: ${password}\n  Also saved to ${path.resolve(file)} (readable only by you).\n`,
  );
  return { email: DEMO_ADMIN_EMAIL, password };
}
