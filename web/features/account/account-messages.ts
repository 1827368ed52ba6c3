import { authFallbacks } from '~/core/account/auth-fallbacks';
import { authMessages } from '~/core/account/auth-rules';
import type { Locale } from '~/core/site/public-routes';
import { learnerRefusalsHe } from '~/web/lib/i18n/learner-refusals-he';

// What the account pages (sign-up, forgot and reset password, email verification) say, in English
// and Hebrew. /login has its own (login-messages.ts): it is a static document with a script.

export type AccountMessages = {
  backToSignIn: string;
  email: string;
  or: string;
  signUp: {
    title: string;
    heading: string;
    intro: string;
    password: string;
    confirmPassword: string;
    submit: string;
    pending: string;
    haveAccount: string;
    signIn: string;
    sentHeading: string;
    /** "{email}" is replaced by the address, shown in bold. */
    sentBody: string;
    withProvider: (name: string) => string;
    redirectingTo: (name: string) => string;
  };
  forgot: {
    title: string;
    heading: string;
    intro: string;
    submit: string;
    pending: string;
    sentHeading: string;
    sentBody: string;
    sendAnother: string;
  };
  reset: {
    title: string;
    heading: string;
    intro: string;
    password: string;
    confirmPassword: string;
    submit: string;
    pending: string;
    failed: string;
    invalidHeading: string;
    invalidBody: string;
  };
  verify: {
    title: string;
    verifiedHeading: string;
    verifiedBody: string;
    signIn: string;
    invalidHeading: string;
    invalidBody: string;
    goToSignIn: string;
    /** The link verified an address while someone else was signed in, and their session was kept. */
    otherAccountHeading: string;
    /** "{email}" is replaced by the address of whoever is signed in, shown in bold. */
    otherAccountBody: string;
    continueSignedIn: string;
  };
  fallbacks: { signUp: string; resetEmail: string; signUpGoogle: string; signUpApple: string };
  /** The shared form rules' messages (core/account/auth-rules.ts), said in this language. */
  rules: Record<string, string>;
  /** The server's messages by their code, in this language; a code not here shows the server's words. */
  serverCodes: Record<string, string>;
};

export const accountMessagesEn: AccountMessages = {
  backToSignIn: 'Back to Sign In',
  email: 'Email',
  or: 'or',
  signUp: {
    title: 'Create your account — Vocably',
    heading: 'Create your account',
    intro: 'Start building your vocabulary for free.',
    password: 'Password',
    confirmPassword: 'Confirm password',
    submit: 'Create Account',
    pending: 'Creating account…',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    sentHeading: 'Check your email',
    sentBody: 'We sent a verification link to {email}. Open it to activate your account and start learning.',
    withProvider: (name) => `Sign up with ${name}`,
    redirectingTo: (name) => `Redirecting to ${name}…`,
  },
  forgot: {
    title: 'Reset your password — Vocably',
    heading: 'Forgot your password?',
    intro: 'Enter the email of your account and we will send you a link to choose a new password.',
    submit: 'Send Reset Link',
    pending: 'Sending…',
    sentHeading: 'Check your email',
    sentBody:
      'If an account exists for {email}, we sent a link to reset its password. The link is valid for one hour.',
    sendAnother: 'Send another email',
  },
  reset: {
    title: 'Choose a new password — Vocably',
    heading: 'Choose a new password',
    intro: 'At least 6 characters. You will sign in with it next.',
    password: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Reset Password',
    pending: 'Saving…',
    failed: 'Failed to reset password',
    invalidHeading: 'This reset link is invalid or has expired',
    invalidBody: 'Reset links work once and for one hour. Ask for a new one.',
  },
  verify: {
    title: 'Email verification — Vocably',
    verifiedHeading: 'Your email is verified',
    verifiedBody: 'Your account is ready. Sign in to start learning.',
    signIn: 'Sign In',
    invalidHeading: 'This verification link is invalid or has expired',
    invalidBody: 'Sign in with your email and password and we will send you a new verification link.',
    goToSignIn: 'Go to Sign In',
    otherAccountHeading: 'This email address is verified',
    otherAccountBody:
      'You are still signed in as {email}: the link did not switch accounts. To use the account you verified, sign out and sign in with its email address.',
    continueSignedIn: 'Continue to Vocably',
  },
  fallbacks: {
    signUp: authFallbacks.signUp,
    resetEmail: authFallbacks.resetEmail,
    signUpGoogle: authFallbacks.signUpGoogle,
    signUpApple: authFallbacks.signUpApple,
  },
  rules: {},
  serverCodes: {},
};

export const accountMessagesHe: AccountMessages = {
  backToSignIn: 'חזרה להתחברות',
  email: 'אימייל',
  or: 'או',
  signUp: {
    title: 'יצירת חשבון — Vocably',
    heading: 'יצירת חשבון',
    intro: 'מתחילים לבנות את אוצר המילים שלכם, בחינם.',
    password: 'סיסמה',
    confirmPassword: 'אימות סיסמה',
    submit: 'יצירת חשבון',
    pending: 'יוצרים את החשבון…',
    haveAccount: 'כבר יש לך חשבון?',
    signIn: 'התחברות',
    sentHeading: 'בדקו את תיבת הדואר',
    sentBody: 'שלחנו קישור אימות אל {email}. פתחו אותו כדי להפעיל את החשבון ולהתחיל ללמוד.',
    withProvider: (name) => `הרשמה עם ${name}`,
    redirectingTo: (name) => `מעבירים אל ${name}…`,
  },
  forgot: {
    title: 'איפוס סיסמה — Vocably',
    heading: 'שכחת את הסיסמה?',
    intro: 'הזינו את האימייל של החשבון ונשלח קישור לבחירת סיסמה חדשה.',
    submit: 'שליחת קישור לאיפוס',
    pending: 'שולחים…',
    sentHeading: 'בדקו את תיבת הדואר',
    sentBody: 'אם קיים חשבון עבור {email}, שלחנו אליו קישור לאיפוס הסיסמה. הקישור תקף לשעה אחת.',
    sendAnother: 'שליחת אימייל נוסף',
  },
  reset: {
    title: 'בחירת סיסמה חדשה — Vocably',
    heading: 'בחירת סיסמה חדשה',
    intro: 'לפחות 6 תווים. בה תתחברו מעכשיו.',
    password: 'סיסמה חדשה',
    confirmPassword: 'אימות הסיסמה החדשה',
    submit: 'איפוס הסיסמה',
    pending: 'שומרים…',
    failed: 'איפוס הסיסמה נכשל',
    invalidHeading: 'קישור האיפוס אינו תקף או שפג תוקפו',
    invalidBody: 'קישורי איפוס עובדים פעם אחת ולמשך שעה. בקשו קישור חדש.',
  },
  verify: {
    title: 'אימות אימייל — Vocably',
    verifiedHeading: 'האימייל שלך אומת',
    verifiedBody: 'החשבון מוכן. התחברו כדי להתחיל ללמוד.',
    signIn: 'התחברות',
    invalidHeading: 'קישור האימות אינו תקף או שפג תוקפו',
    invalidBody: 'התחברו עם האימייל והסיסמה ונשלח לכם קישור אימות חדש.',
    goToSignIn: 'מעבר להתחברות',
    otherAccountHeading: 'כתובת האימייל אומתה',
    otherAccountBody:
      'אתם עדיין מחוברים בתור {email}: הקישור לא החליף חשבון. כדי להשתמש בחשבון שאימתתם, התנתקו והתחברו עם כתובת האימייל שלו.',
    continueSignedIn: 'המשך ל־Vocably',
  },
  fallbacks: {
    signUp: 'יצירת החשבון נכשלה',
    resetEmail: 'שליחת אימייל האיפוס נכשלה',
    signUpGoogle: 'ההרשמה עם Google נכשלה',
    signUpApple: 'ההרשמה עם Apple נכשלה',
  },
  rules: {
    [authMessages.passwordsDoNotMatch]: 'הסיסמאות אינן תואמות',
    [authMessages.passwordTooShort]: 'הסיסמה צריכה להיות באורך 6 תווים לפחות',
    [authMessages.invalidEmail]: 'כתובת האימייל אינה תקינה',
    [authMessages.passwordRequired]: 'יש להזין סיסמה',
  },
  serverCodes: {
    INVALID_EMAIL_OR_PASSWORD: 'האימייל או הסיסמה שגויים',
    EMAIL_NOT_VERIFIED: 'האימייל עדיין לא אומת',
    INVALID_EMAIL: 'כתובת האימייל אינה תקינה',
    PASSWORD_TOO_SHORT: 'הסיסמה קצרה מדי',
    INVALID_TOKEN: 'הקישור אינו תקף או שפג תוקפו',
    TOO_MANY_REQUESTS: 'יותר מדי ניסיונות. נסו שוב בעוד כמה דקות.',
    ACCOUNT_LOCKED: 'יותר מדי ניסיונות כושלים. נסו שוב מאוחר יותר.',
    INVALID_PASSWORD: 'הסיסמה שגויה',
    PASSWORD_TOO_LONG: 'הסיסמה ארוכה מדי',
    CROSS_SITE_REQUEST: 'הבקשה לא הגיעה מדף מהימן של האתר, ולכן נדחתה. טענו את הדף מחדש ונסו שוב.',
    BANNED_USER: 'החשבון הזה הושבת.',
    INTERNAL: learnerRefusalsHe.INTERNAL,
  },
};

export const accountMessages: Record<Locale, AccountMessages> = {
  en: accountMessagesEn,
  he: accountMessagesHe,
};

/** A form rule's message in the page's language (the shared rules are written in English). */
export function ruleMessage(t: AccountMessages, message: string | undefined): string | undefined {
  return message === undefined ? undefined : (t.rules[message] ?? message);
}

/** The server's message in the page's language when its code is known; else its own words, else ours. */
export function serverMessage(
  t: AccountMessages,
  error: { code?: string | null; message?: string | null } | null | undefined,
  fallback: string,
): string {
  const known = error?.code ? t.serverCodes[error.code] : undefined;
  if (known) return known;
  const message = error?.message?.trim();
  return message ? message : fallback;
}
