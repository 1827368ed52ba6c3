import fs from 'node:fs';
import zlib from 'node:zlib';

// A dictd database: NAME.index holds "headword<TAB>offset<TAB>length" lines, the numbers written in
// dictd's base-64 digits, pointing into NAME.dict.dz (gzip-compatible dictzip) by byte.

const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function decodeDictdNumber(text: string): number {
  let value = 0;
  for (const char of text) {
    const digit = digits.indexOf(char);
    if (digit < 0) throw new Error(`Not a dictd number: ${text}`);
    value = value * 64 + digit;
  }
  return value;
}

export type DictdEntry = { headword: string; text: string };

// Every entry of the database, in index order, skipping dictd's own 00-database-* records.
export function readDictdEntries(index: string, dict: Buffer): DictdEntry[] {
  const entries: DictdEntry[] = [];
  for (const line of index.split('\n')) {
    const [headword, offset, length] = line.split('\t');
    if (
      !headword ||
      !offset ||
      !length ||
      headword.startsWith('00-database') ||
      headword.startsWith('00database')
    )
      continue;
    const start = decodeDictdNumber(offset);
    const text = dict.subarray(start, start + decodeDictdNumber(length)).toString('utf8');
    entries.push({ headword, text });
  }
  return entries;
}

export function readDictdFiles(basePath: string): DictdEntry[] {
  return readDictdEntries(
    fs.readFileSync(`${basePath}.index`, 'utf8'),
    zlib.gunzipSync(fs.readFileSync(`${basePath}.dict.dz`)),
  );
}
