import { describe, expect, it } from 'vitest';
import { existingAccountEmail, passwordResetEmail, verificationEmail } from '~/server/mail/templates';

const link = 'https://vocably.app/reset-password?token=abc';
const mails = (locale: 'en' | 'he') => [
  verificationEmail(link, locale),
  passwordResetEmail(link, locale),
  existingAccountEmail({ signIn: link, forgotPassword: link }, locale),
];

// Webmail shows a mail's body inside its own page and drops <html> and its attributes: the direction
// must also be on what is kept, the table and its cell.
const frameDirection = (html: string) => {
  const table = /<table [^>]*>/.exec(html)?.[0] ?? '';
  const cell = /<td[^>]*>/.exec(html)?.[0] ?? '';
  return [table, cell].map((tag) => ({
    dir: /\bdir="(\w+)"/.exec(tag)?.[1],
    style: /style="([^"]*)"/.exec(tag)?.[1],
  }));
};

describe('mail templates', () => {
  it('set Hebrew mails right to left on the table and cell that hold the text, not only on <html>', () => {
    for (const { html } of mails('he')) {
      expect(html).toContain('<html lang="he" dir="rtl">');
      for (const tag of frameDirection(html)) {
        expect(tag.dir).toBe('rtl');
        expect(tag.style).toContain('direction:rtl;text-align:right');
      }
    }
  });

  it("sign off from the team in the HTML part as in the plain text, in the mail's language", () => {
    for (const [locale, team] of [
      ['en', '— The Vocably team'],
      ['he', '— צוות Vocably'],
    ] as const) {
      for (const { text, html } of mails(locale)) {
        expect(text).toContain(team);
        expect(html).toContain(`${team}</p>`);
      }
    }
  });

  it('set English mails left to right the same way', () => {
    for (const { html } of mails('en')) {
      for (const tag of frameDirection(html)) {
        expect(tag.dir).toBe('ltr');
        expect(tag.style).toContain('direction:ltr;text-align:left');
      }
    }
  });
});
