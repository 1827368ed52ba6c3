import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** Reads a gzip-compressed JSON Lines file; null when it is not there. */
export function readJsonlGz<T>(path: string): T[] | null {
  if (!existsSync(path)) return null;
  const text = gunzipSync(readFileSync(path)).toString('utf8');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as T);
}
