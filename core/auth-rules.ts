// Rules the sign-up form and the server share (spec section 5 and 9).
export const MIN_PASSWORD_LENGTH = 6;

export const authMessages = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
} as const;

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
