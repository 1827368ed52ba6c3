import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Without BETTER_AUTH_SECRET (the zero-setup default), a random secret is made once and kept in the
// data directory so that sessions survive restarts. Production requires the env variable.
export function resolveAuthSecret(configured: string | undefined, dataDir: string) {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
