import { randomBytes, scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import type { PasswordHashing } from '~/server/account/password-hash';

// Better Auth's password hashing (scrypt, 64 bytes, `salt:key` in hex) at a sixteenth of its cost.
// At the real cost (N = 16384, r = 16) each hash takes 70-150 ms of CPU on two cores, and the API
// tests sign up, sign in and send wrong passwords a few thousand times. The real cost is what the
// server processes of the process tests and the browser journeys use (boot.ts passes nothing).
const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  keyLength: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;
const key = (password: string, salt: string) =>
  scryptAsync(password.normalize('NFKC'), salt, 64, { N: 1024, r: 16, p: 1 });

export const testPasswordHashing: PasswordHashing = {
  hash: async (password) => {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await key(password, salt)).toString('hex')}`;
  },
  verify: async ({ hash, password }) => {
    const [salt, stored] = hash.split(':');
    if (!salt || !stored) throw new Error('Invalid password hash');
    return (await key(password, salt)).toString('hex') === stored;
  },
};
