import { authFallbacks, signInProblems } from '~/core/account/auth-fallbacks';
import { authMessages } from '~/core/account/auth-rules';
import {
  type SocialProvider,
  signInProviderName,
  socialProviders,
} from '~/core/account/sign-in-provider-names';

/** What /login says, in one language: the page's text and its script's messages. */
export type LoginMessages = {
  title: string;
  heading: string;
  welcome: string;
  resetSuccess: string;
  email: string;
  password: string;
  forgotPassword: string;
  submit: string;
  pending: string;
  noScript: string;
  or: string;
  signInWith: Record<SocialProvider, string>;
  redirectingTo: Record<SocialProvider, string>;
  unavailable: Record<SocialProvider, string>;
  noAccount: string;
  signUp: string;
  invalidEmail: string;
  passwordRequired: string;
  /** Shown when the server gives no message of its own. */
  signInFailed: string;
  socialFailed: Record<SocialProvider, string>;
  resendFailed: string;
  /** What /login?error=… says, by code; any other code says signInFailed. */
  oauthErrors: Record<string, string>;
  resendVerification: string;
  verificationSent: string;
};

const byProvider = (text: (name: string) => string) =>
  Object.fromEntries(
    socialProviders.map((provider) => [provider, text(signInProviderName(provider))]),
  ) as Record<SocialProvider, string>;

export const loginMessagesEn: LoginMessages = {
  title: 'Sign in — Vocably',
  heading: 'Sign in to Vocably',
  welcome: 'Welcome back! Continue where you left off.',
  resetSuccess: 'Your password has been reset. Sign in with your new password.',
  email: 'Email',
  password: 'Password',
  forgotPassword: 'Forgot password?',
  submit: 'Sign In',
  pending: 'Signing in…',
  noScript: 'Vocably needs JavaScript to sign in. Turn it on and reload this page.',
  or: 'or',
  signInWith: byProvider((name) => `Sign in with ${name}`),
  redirectingTo: byProvider((name) => `Redirecting to ${name}…`),
  // Plain words for a learner: the deployment has not set the provider up, which is not theirs to fix.
  unavailable: byProvider((name) => `${name} sign-in is not offered yet. Use your email and a password.`),
  noAccount: "Don't have an account?",
  signUp: 'Sign up',
  invalidEmail: authMessages.invalidEmail,
  passwordRequired: authMessages.passwordRequired,
  signInFailed: authFallbacks.signIn,
  socialFailed: { google: authFallbacks.signInGoogle, apple: authFallbacks.signInApple },
  resendFailed: authFallbacks.resendVerification,
  oauthErrors: {
    account_not_linked: signInProblems.accountNotLinked,
    email_not_verified: signInProblems.emailNotVerified,
  },
  resendVerification: signInProblems.resendVerification,
  verificationSent: signInProblems.verificationSent,
};
