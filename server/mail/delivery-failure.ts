// What a failed attempt means: retry later, or give up now. SMTP replies 5xx are permanent (RFC 5321
// §4.2.1: the same request will fail again), except authentication failures, which are the operator's
// configuration and heal once it is fixed. Everything else (refused, timed out, 4xx) is transient.
export type DeliveryFailure = { permanent: boolean; responseCode?: number; code?: string; message: string };

const emailPattern = /[^\s<>"'(),;:]+@([^\s<>"'(),;:]+)/g;

/** Replaces every address with its domain, so stored errors and logs never name a person. */
export const redactAddresses = (text: string) => text.replace(emailPattern, (_all, domain) => `…@${domain}`);

export const recipientDomain = (recipient: string) =>
  recipient.slice(recipient.lastIndexOf('@') + 1).toLowerCase();

export function describeDeliveryFailure(error: unknown): DeliveryFailure {
  const { responseCode, code, message } = (error ?? {}) as {
    responseCode?: unknown;
    code?: unknown;
    message?: unknown;
  };
  const smtpCode = typeof responseCode === 'number' ? responseCode : undefined;
  const errorCode = typeof code === 'string' ? code : undefined;
  const isAuth = errorCode === 'EAUTH' || errorCode === 'ENOAUTH';
  return {
    permanent: smtpCode !== undefined && smtpCode >= 500 && smtpCode < 600 && !isAuth,
    responseCode: smtpCode,
    code: errorCode,
    message: redactAddresses(typeof message === 'string' ? message : String(error)).slice(0, 1000),
  };
}

/** Capped exponential backoff: base, 2·base, 4·base, … never more than max. */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number) {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}
