import { authFallbacks, signInProblems } from '~/core/account/auth-fallbacks';
import { authMessages } from '~/core/account/auth-rules';
import {
  type SocialProvider,
  signInProviderName,
  socialProviders,
} from '~/core/account/sign-in-provider-names';
import type { Locale } from '~/core/site/public-routes';
import { accountMessagesHe } from './account-messages';

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
  /** The page's language: its links, its callbacks and the language the learner's pages keep. */
  locale: Locale;
  /** The server's messages by code, in this language (none: the server's own English). */
  serverCodes: Record<string, string>;
};

// Provider names are brand names, written the same in every language.
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
    // A disabled account signing in through Google: Better Auth redirects with the session hook's code.
    BANNED_USER: signInProblems.accountDisabled,
  },
  resendVerification: signInProblems.resendVerification,
  verificationSent: signInProblems.verificationSent,
  locale: 'en',
  serverCodes: {},
};

export const loginMessagesHe: LoginMessages = {
  title: 'התחברות — Vocably',
  heading: 'התחברות ל־Vocably',
  welcome: 'ברוכים השבים! ממשיכים מאיפה שהפסקתם.',
  resetSuccess: 'הסיסמה אופסה. התחברו עם הסיסמה החדשה.',
  email: 'אימייל',
  password: 'סיסמה',
  forgotPassword: 'שכחת את הסיסמה?',
  submit: 'התחברות',
  pending: 'מתחברים…',
  noScript: 'כדי להתחבר ל־Vocably צריך JavaScript. הפעילו אותו וטענו את הדף מחדש.',
  or: 'או',
  signInWith: byProvider((name) => `התחברות עם ${name}`),
  redirectingTo: byProvider((name) => `מעבירים אל ${name}…`),
  unavailable: byProvider((name) => `התחברות עם ${name} עדיין לא זמינה. התחברו עם אימייל וסיסמה.`),
  noAccount: 'אין לך עדיין חשבון?',
  signUp: 'הרשמה',
  invalidEmail: 'כתובת האימייל אינה תקינה',
  passwordRequired: 'יש להזין סיסמה',
  signInFailed: 'ההתחברות נכשלה',
  socialFailed: { google: 'ההתחברות עם Google נכשלה', apple: 'ההתחברות עם Apple נכשלה' },
  resendFailed: 'שליחת אימייל האימות נכשלה',
  oauthErrors: {
    account_not_linked: 'כבר קיים חשבון עם האימייל הזה. התחברו קודם עם הסיסמה שלו.',
    email_not_verified: 'האימייל עדיין לא אומת',
    BANNED_USER: accountMessagesHe.serverCodes.BANNED_USER!,
  },
  resendVerification: 'שליחת אימייל האימות מחדש',
  verificationSent: 'אימייל האימות נשלח. הקישור מחכה בתיבת הדואר.',
  locale: 'he',
  serverCodes: accountMessagesHe.serverCodes,
};

export const loginMessages: Record<Locale, LoginMessages> = { en: loginMessagesEn, he: loginMessagesHe };
