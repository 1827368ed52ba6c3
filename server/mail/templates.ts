// The product's transactional emails, as HTML and plain text. Kept plain and inline-styled:
// mail clients ignore stylesheets.

export type MailContent = { subject: string; text: string; html: string };

/** The language of a mail: the one the learner used on the page that sent it (/he/… is Hebrew). */
export type MailLocale = 'en' | 'he';

const frame = {
  en: {
    lang: 'en',
    dir: 'ltr',
    align: 'left',
    copyLink: 'If the button does not work, copy this link into your browser:',
    team: '— The Vocably team',
  },
  he: {
    lang: 'he',
    dir: 'rtl',
    align: 'right',
    copyLink: 'אם הכפתור לא עובד, העתיקו את הקישור הזה לדפדפן:',
    team: '— צוות Vocably',
  },
} as const;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(
  locale: MailLocale,
  title: string,
  intro: string,
  actionLabel: string,
  link: string,
  outro: string,
  second?: { label: string; link: string },
) {
  const safeLink = escapeHtml(link);
  const secondLink = second
    ? `\n      <p style="font-size:16px;line-height:1.5;margin:0 0 24px"><a href="${escapeHtml(second.link)}" style="color:#4338ca">${escapeHtml(second.label)}</a></p>`
    : '';
  const { lang, dir, align, copyLink, team } = frame[locale];
  // The direction again on the table and its cell: webmail that drops <html> (most show the body
  // inside their own page) would otherwise set Hebrew left to right.
  const direction = `direction:${dir};text-align:${align}`;
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <table role="presentation" width="100%" dir="${dir}" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;${direction}">
    <tr><td dir="${dir}" style="${direction}">
      <p style="font-size:20px;font-weight:bold;color:#4338ca;margin:0 0 24px">Vocably</p>
      <h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
      <p style="font-size:16px;line-height:1.5;margin:0 0 24px">${escapeHtml(intro)}</p>
      <p style="margin:0 0 24px"><a href="${safeLink}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(actionLabel)}</a></p>
      <p style="font-size:14px;line-height:1.5;color:#4b5563;margin:0 0 8px">${escapeHtml(copyLink)}</p>
      <p style="font-size:14px;word-break:break-all;margin:0 0 24px" dir="ltr"><a href="${safeLink}" style="color:#4338ca">${safeLink}</a></p>${secondLink}
      <p style="font-size:14px;line-height:1.5;color:#4b5563;margin:0 0 16px">${escapeHtml(outro)}</p>
      <p style="font-size:14px;line-height:1.5;color:#4b5563;margin:0">${escapeHtml(team)}</p>
    </td></tr>
  </table>
</body></html>`;
}

const verification = {
  en: {
    subject: 'Verify your email for Vocably',
    title: 'Verify your email',
    intro: 'Welcome to Vocably! Confirm your email address to finish creating your account.',
    action: 'Verify email',
    textAction: 'Verify your email',
    outro: 'If you did not create a Vocably account, you can ignore this email.',
  },
  he: {
    subject: 'אימות האימייל שלך ב־Vocably',
    title: 'אימות האימייל',
    intro: 'ברוכים הבאים ל־Vocably! אשרו את כתובת האימייל כדי לסיים ליצור את החשבון.',
    action: 'אימות האימייל',
    textAction: 'לאימות האימייל',
    outro: 'אם לא יצרתם חשבון ב־Vocably, אפשר להתעלם מהאימייל הזה.',
  },
} as const;

const passwordReset = {
  en: {
    subject: 'Reset your Vocably password',
    title: 'Reset your password',
    intro:
      'We received a request to reset the password of your Vocably account. The link is valid for one hour.',
    action: 'Choose a new password',
    textAction: 'Reset your password',
    outro:
      'If you did not ask to reset your password, you can ignore this email; your password stays the same.',
  },
  he: {
    subject: 'איפוס הסיסמה שלך ב־Vocably',
    title: 'איפוס הסיסמה',
    intro: 'קיבלנו בקשה לאפס את הסיסמה של חשבון ה־Vocably שלך. הקישור תקף לשעה אחת.',
    action: 'בחירת סיסמה חדשה',
    textAction: 'לאיפוס הסיסמה',
    outro: 'אם לא ביקשתם לאפס את הסיסמה, אפשר להתעלם מהאימייל הזה; הסיסמה נשארת כפי שהיא.',
  },
} as const;

// To an address that signed up again though it has an account (forgotten, or first made with
// Google): how to get in. Never a verification link: it would confirm a password someone else chose.
const existingAccount = {
  en: {
    subject: 'You already have a Vocably account',
    title: 'You already have an account',
    intro:
      'Someone, probably you, tried to sign up for Vocably with this email address, but it already has an account. Sign in with your password, or with Google if that is how you signed up.',
    action: 'Sign in',
    textAction: 'Sign in',
    forgot: 'Forgot your password? Choose a new one',
    outro:
      'If you did not try to sign up, you can ignore this email; nothing about your account has changed.',
  },
  he: {
    subject: 'כבר יש לך חשבון ב־Vocably',
    title: 'כבר יש לך חשבון',
    intro:
      'מישהו, כנראה את/ה, ניסה להירשם ל־Vocably עם כתובת האימייל הזו, אבל כבר יש לה חשבון. התחברו עם הסיסמה, או עם Google אם כך נרשמתם.',
    action: 'התחברות',
    textAction: 'להתחברות',
    forgot: 'שכחתם את הסיסמה? בחרו סיסמה חדשה',
    outro: 'אם לא ניסיתם להירשם, אפשר להתעלם מהאימייל הזה; שום דבר בחשבון לא השתנה.',
  },
} as const;

function mailOf(
  words: { subject: string; title: string; intro: string; action: string; textAction: string; outro: string },
  link: string,
  locale: MailLocale,
): MailContent {
  return {
    subject: words.subject,
    text: `${words.intro}\n\n${words.textAction}: ${link}\n\n${words.outro}\n\n${frame[locale].team}`,
    html: layout(locale, words.title, words.intro, words.action, link, words.outro),
  };
}

export function verificationEmail(link: string, locale: MailLocale = 'en'): MailContent {
  return mailOf(verification[locale], link, locale);
}

export function passwordResetEmail(link: string, locale: MailLocale = 'en'): MailContent {
  return mailOf(passwordReset[locale], link, locale);
}

export function existingAccountEmail(
  links: { signIn: string; forgotPassword: string },
  locale: MailLocale = 'en',
): MailContent {
  const words = existingAccount[locale];
  return {
    subject: words.subject,
    text: `${words.intro}\n\n${words.textAction}: ${links.signIn}\n\n${words.forgot}: ${links.forgotPassword}\n\n${words.outro}\n\n${frame[locale].team}`,
    html: layout(locale, words.title, words.intro, words.action, links.signIn, words.outro, {
      label: words.forgot,
      link: links.forgotPassword,
    }),
  };
}
