import { createHash } from 'node:crypto';

/**
 * A UUID (version 5 layout) derived from the job and a name within it. A job that runs again after its
 * process died writes the same ids, so what the first run committed is recognised and not doubled.
 */
export function importedId(jobId: string, ...name: (string | number)[]): string {
  const hash = createHash('sha1')
    .update(`${jobId}/${name.join('/')}`)
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
