// Rules the sign-up form and the server share (spec section 5 and 9).
export const MIN_PASSWORD_LENGTH = 6;

export const authMessages = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
  invalidEmail: 'Invalid email address',
  passwordRequired: 'Password is required',
} as const;

/**
 * zod's own email pattern (`z.regexes.email`, what `z.email()` checks), written out so that /login,
 * which runs without zod or React (ADR 0015), checks an address exactly as the other forms do; the
 * test fails if zod's changes.
 */
export const emailPattern =
  // biome-ignore lint/complexity/noUselessEscapeInRegex: character for character as zod writes it
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export type PasswordCheck =
  | { ok: true }
  | { ok: false; field: 'password' | 'confirmPassword'; message: string };

export function checkNewPassword(password: string, confirmPassword: string): PasswordCheck {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { ok: false, field: 'password', message: authMessages.passwordTooShort };
  }
  if (password !== confirmPassword) {
    return { ok: false, field: 'confirmPassword', message: authMessages.passwordsDoNotMatch };
  }
  return { ok: true };
}
