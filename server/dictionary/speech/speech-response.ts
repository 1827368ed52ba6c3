import type { Context } from 'hono';

// How a spoken word goes out: a WAV file the browser keeps for 30 days (a word's sound only changes
// when its spelling does, and then the entry answers with the new one after that time at most).
export const SPEECH_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const speechContent = {
  content: { 'audio/wav': { schema: { type: 'string', format: 'binary' } } },
  description: 'The word spoken (synthesised speech, WAV)',
} as const;

export function speechResponse(c: Context, wav: Buffer) {
  c.header('Content-Type', 'audio/wav');
  c.header('Cache-Control', `private, max-age=${SPEECH_MAX_AGE_SECONDS}`);
  return c.body(new Uint8Array(wav), 200);
}
