import type { StudyMessages } from '../i18n/en';

/**
 * Why the server refused an answer, in the page's language when its code is known; else the server's
 * English words, which the caller isolates (<bdi>) inside the page's text.
 */
export const refusalReason = ({ code, reason }: { code: string; reason: string }, t: StudyMessages) =>
  Object.hasOwn(t.refusals, code) ? t.refusals[code] : reason;
