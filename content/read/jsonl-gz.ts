import fs from 'node:fs';
import zlib from 'node:zlib';

/** Gzip-compressed JSON Lines, byte-identical for the same records (Node's gzip header has mtime 0). */
export function writeJsonlGz(file: string, records: unknown[]): number {
  const text = records.map((record) => `${JSON.stringify(record)}\n`).join('');
  const compressed = zlib.gzipSync(text, { level: 9 });
  fs.writeFileSync(file, compressed);
  return compressed.length;
}

export function readJsonlGz<T>(file: string): T[] {
  const text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}
