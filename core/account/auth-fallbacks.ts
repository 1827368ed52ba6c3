// Spec section 8: show the provider's message, else these fallbacks.
export const authFallbacks = {
  signIn: 'Failed to sign in',
  signInGoogle: 'Failed to sign in with Google',
  signInApple: 'Failed to sign in with Apple',
  signUp: 'Failed to create account',
  signUpGoogle: 'Failed to sign up with Google',
  signUpApple: 'Failed to sign up with Apple',
  resetEmail: 'Failed to send password reset email',
  resendVerification: 'Failed to send the verification email',
} as const;

// What /login says for the error codes the OAuth callback redirects with (?error=...), and for an
// unverified account: words a person understands rather than only "Failed to sign in".
export const signInProblems = {
  accountNotLinked: 'An account with this email already exists. Sign in with your password first.',
  emailNotVerified: 'Email not verified',
  // The server's own words for a disabled (banned) account; Google's callback redirects with its code.
  accountDisabled: 'This account has been disabled.',
  resendVerification: 'Resend verification email',
  verificationSent: 'Verification email sent. Check your inbox for the link.',
} as const;

export function oauthErrorMessage(code: string) {
  if (code === 'account_not_linked') return signInProblems.accountNotLinked;
  if (code === 'email_not_verified') return signInProblems.emailNotVerified;
  return authFallbacks.signIn;
}

export function messageOr(error: { message?: string | null } | null | undefined, fallback: string) {
  const message = error?.message?.trim();
  return message ? message : fallback;
}
