// Spec section 8: show the provider's message, else these fallbacks.
export const authFallbacks = {
  signIn: 'Failed to sign in',
  signInGoogle: 'Failed to sign in with Google',
  signInApple: 'Failed to sign in with Apple',
  signUp: 'Failed to create account',
  signUpGoogle: 'Failed to sign up with Google',
  signUpApple: 'Failed to sign up with Apple',
  resetEmail: 'Failed to send password reset email',
} as const;

export function messageOr(error: { message?: string | null } | null | undefined, fallback: string) {
  const message = error?.message?.trim();
  return message ? message : fallback;
}
