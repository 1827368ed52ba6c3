// What a failed attempt means: give up now, retry later counting the try, or retry later without
// counting it. nodemailer names the SMTP step that failed (`err.command`) and the kind of failure
// (`err.code`); the step tells whose fault it is.
// - Permanent: a 5xx reply to RCPT TO or DATA (RFC 5321 §4.2.1: the same message will fail again).
// - The server's or its configuration's (`serverSide`): unreachable (refused, DNS, a socket error, no
//   connection or greeting in time), TLS, authentication, or any reply to the greeting, EHLO,
//   STARTTLS, AUTH or MAIL FROM (530 "authentication required", 553 for the From address, a 554
//   greeting for a blocklisted IP: every mail would get it, and fixing the setting heals them all).
//   Retried without using up MAIL_MAX_ATTEMPTS.
// - Anything else (a 4xx to RCPT TO or DATA, a connection lost or silent mid-send) is this message's
//   transient failure: retried, and counted.
export type DeliveryFailure = {
  permanent: boolean;
  serverSide: boolean;
  responseCode?: number;
  code?: string;
  message: string;
};

const emailPattern = /[^\s<>"'(),;:]+@([^\s<>"'(),;:]+)/g;

/** Replaces every address with its domain, so stored errors and logs never name a person. */
export const redactAddresses = (text: string) => text.replace(emailPattern, (_all, domain) => `…@${domain}`);

export const recipientDomain = (recipient: string) =>
  recipient.slice(recipient.lastIndexOf('@') + 1).toLowerCase();

// The steps whose reply concerns this message (nodemailer's `err.command`).
const messageCommands = new Set(['RCPT TO', 'DATA']);
// The steps before the message: a reply to them is the same for every mail.
const sessionCommands = /^(CONN|EHLO|HELO|LHLO|STARTTLS|AUTH\b.*|MAIL FROM)$/;
// Failures of the connection or the credentials, whichever step they came at.
const serverCodes = new Set(['EAUTH', 'ENOAUTH', 'EOAUTH2', 'EDNS', 'ESOCKET', 'ETLS', 'EPROXY', 'ECONFIG']);
// nodemailer reports every timeout as ETIMEDOUT; these are connecting, the greeting and the TLS
// upgrade. SOCKET_TIMEOUT (a silence mid-session, maybe after the message was sent) is the message's.
const setupTimeouts = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT']);

export function describeDeliveryFailure(error: unknown): DeliveryFailure {
  const { responseCode, code, command, timeoutType, message } = (error ?? {}) as Record<string, unknown>;
  const smtpCode = typeof responseCode === 'number' ? responseCode : undefined;
  const errorCode = typeof code === 'string' ? code : undefined;
  const step = typeof command === 'string' ? command : undefined;
  const serverSide =
    (errorCode !== undefined && serverCodes.has(errorCode)) ||
    (errorCode === 'ETIMEDOUT' && typeof timeoutType === 'string' && setupTimeouts.has(timeoutType)) ||
    // A reply to a session step (not a limit nodemailer checks itself, such as the size at MAIL FROM).
    (smtpCode !== undefined && step !== undefined && sessionCommands.test(step));
  return {
    permanent:
      !serverSide &&
      smtpCode !== undefined &&
      smtpCode >= 500 &&
      smtpCode < 600 &&
      step !== undefined &&
      messageCommands.has(step),
    serverSide,
    responseCode: smtpCode,
    code: errorCode,
    message: redactAddresses(typeof message === 'string' ? message : String(error)).slice(0, 1000),
  };
}

/** Capped exponential backoff: base, 2·base, 4·base, … never more than max. */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number) {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}
