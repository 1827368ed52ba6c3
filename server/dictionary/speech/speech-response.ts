import type { Context } from 'hono';
import { SPEECH_MAX_CHARACTERS } from '~/core/dictionary/server-speech';
import { spokenVersion } from '~/core/dictionary/spoken-version';
import { errorResponse } from '~/server/http/openapi-kit';

// How a spoken word goes out: a WAV file. The browser keeps it for 30 days when the address names
// what is spoken (?v=<language>:<text>, core/dictionary/spoken-version.ts): a word edited since has
// another address, so its old sound is never played for it. An address without it, or naming the
// word as it was, gets the word's sound now, not to be kept: that address may change meaning again.
export const SPEECH_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * How long a learner is asked to wait when the synthesiser's line is full (503 SPEECH_BUSY): a few
 * seconds, as the words ahead are spoken in about a second each.
 */
export const SPEECH_RETRY_AFTER_SECONDS = 5;

export const speechContent = {
  content: { 'audio/wav': { schema: { type: 'string', format: 'binary' } } },
  description: 'The word spoken (synthesised speech, WAV)',
} as const;

/** The audio routes' 422: the word exists and its language has a voice, but it is too long to be a word. */
export const speechTooLong = errorResponse(
  `TOO_LONG_TO_SPEAK: the word is longer than the ${SPEECH_MAX_CHARACTERS} characters spoken`,
);

/** The audio routes' 503: the synthesiser failed, or its line is full (then with Retry-After). */
export const speechUnavailable = {
  description:
    'SPEECH_FAILED: the synthesiser failed or stalled, nothing kept; SPEECH_BUSY: too many words wait for the synthesiser, nothing kept. Either way, try again later',
  headers: {
    'Retry-After': {
      description: `With SPEECH_BUSY: the seconds to wait before asking again (${SPEECH_RETRY_AFTER_SECONDS})`,
      schema: { type: 'integer' },
    },
  },
} as const;

export function speechResponse(c: Context, wav: Buffer, spoken: { language: string | null; text: string }) {
  const named = c.req.query('v') === spokenVersion(spoken.language, spoken.text);
  c.header('Content-Type', 'audio/wav');
  c.header('Cache-Control', named ? `private, max-age=${SPEECH_MAX_AGE_SECONDS}` : 'private, no-cache');
  return c.body(new Uint8Array(wav), 200);
}
