import { ADMIN_ROLE } from '~/core/users/admin-role';
import type { Auth } from '~/server/account/auth';
import { AppError } from '~/server/http/errors';

// Creates a verified administrator with a password, or promotes (and re-passwords) an existing user.
export async function ensureAdmin(
  auth: Auth,
  { email, password, name }: { email: string; password: string; name?: string },
) {
  const ctx = await auth.$context;
  const normalizedEmail = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalizedEmail)) {
    throw new AppError('INVALID_EMAIL', 'Invalid email address');
  }
  if (password.length < ctx.password.config.minPasswordLength) {
    throw new AppError(
      'PASSWORD_TOO_SHORT',
      `Password must be at least ${ctx.password.config.minPasswordLength} characters`,
    );
  }
  const passwordHash = await ctx.password.hash(password);
  const existing = await ctx.internalAdapter.findUserByEmail(normalizedEmail, { includeAccounts: true });
  if (existing) {
    await ctx.internalAdapter.updateUser(existing.user.id, {
      role: ADMIN_ROLE,
      emailVerified: true,
      banned: false,
    });
    const credential = existing.accounts.find((account) => account.providerId === 'credential');
    if (credential) await ctx.internalAdapter.updatePassword(existing.user.id, passwordHash);
    else {
      await ctx.internalAdapter.linkAccount({
        userId: existing.user.id,
        providerId: 'credential',
        accountId: existing.user.id,
        password: passwordHash,
      });
    }
    return { id: existing.user.id, email: normalizedEmail, created: false };
  }
  const user = await ctx.internalAdapter.createUser(
    {
      email: normalizedEmail,
      name: name ?? 'Administrator',
      emailVerified: true,
      role: ADMIN_ROLE,
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: passwordHash,
  });
  return { id: user.id, email: normalizedEmail, created: true };
}
