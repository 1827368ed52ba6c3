// The admin login's messages: these exact words, whatever the provider said.
export const adminLoginMessages = {
  invalidCredentials: 'Invalid email or password',
  invalidEmail: 'Invalid email address',
  tooManyAttempts: 'Too many failed attempts. Please try again later.',
  generic: 'An error occurred during login. Please try again.',
  notAdmin: 'Access denied. You do not have administrator privileges.',
} as const;

type SignInFailure = { code?: string | null; status?: number | null } | null | undefined;

/** Better Auth's sign-in error (code and HTTP status) as the admin login's message. */
export function adminLoginErrorMessage(error: SignInFailure): string {
  if (error?.status === 429 || error?.code === 'TOO_MANY_REQUESTS') return adminLoginMessages.tooManyAttempts;
  switch (error?.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_PASSWORD':
    case 'USER_NOT_FOUND':
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return adminLoginMessages.invalidCredentials;
    case 'INVALID_EMAIL':
      return adminLoginMessages.invalidEmail;
    default:
      return adminLoginMessages.generic;
  }
}
