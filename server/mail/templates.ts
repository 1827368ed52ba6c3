// The product's transactional emails, as HTML and plain text. Kept plain and inline-styled:
// mail clients ignore stylesheets.

export type MailContent = { subject: string; text: string; html: string };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(title: string, intro: string, actionLabel: string, link: string, outro: string) {
  const safeLink = escapeHtml(link);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <tr><td>
      <p style="font-size:20px;font-weight:bold;color:#4338ca;margin:0 0 24px">Vocably</p>
      <h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
      <p style="font-size:16px;line-height:1.5;margin:0 0 24px">${escapeHtml(intro)}</p>
      <p style="margin:0 0 24px"><a href="${safeLink}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(actionLabel)}</a></p>
      <p style="font-size:14px;line-height:1.5;color:#4b5563;margin:0 0 8px">If the button does not work, copy this link into your browser:</p>
      <p style="font-size:14px;word-break:break-all;margin:0 0 24px"><a href="${safeLink}" style="color:#4338ca">${safeLink}</a></p>
      <p style="font-size:14px;line-height:1.5;color:#4b5563;margin:0">${escapeHtml(outro)}</p>
    </td></tr>
  </table>
</body></html>`;
}

export function verificationEmail(link: string): MailContent {
  const subject = 'Verify your email for Vocably';
  const intro = 'Welcome to Vocably! Confirm your email address to finish creating your account.';
  const outro = 'If you did not create a Vocably account, you can ignore this email.';
  return {
    subject,
    text: `${intro}\n\nVerify your email: ${link}\n\n${outro}\n\n— The Vocably team`,
    html: layout('Verify your email', intro, 'Verify email', link, outro),
  };
}

export function passwordResetEmail(link: string): MailContent {
  const subject = 'Reset your Vocably password';
  const intro =
    'We received a request to reset the password of your Vocably account. The link is valid for one hour.';
  const outro =
    'If you did not ask to reset your password, you can ignore this email; your password stays the same.';
  return {
    subject,
    text: `${intro}\n\nReset your password: ${link}\n\n${outro}\n\n— The Vocably team`,
    html: layout('Reset your password', intro, 'Choose a new password', link, outro),
  };
}
