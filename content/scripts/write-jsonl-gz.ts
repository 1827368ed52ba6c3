import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Writes records as gzip-compressed JSON Lines. Node's gzip header carries no file name and an mtime of
 * 0, so the same records give byte-identical files.
 */
export function writeJsonlGz(path: string, records: readonly unknown[]): void {
  mkdirSync(dirname(path), { recursive: true });
  const text = records.map((record) => JSON.stringify(record)).join('\n');
  writeFileSync(path, gzipSync(Buffer.from(`${text}\n`), { level: 9 }));
}
