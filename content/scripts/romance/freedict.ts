import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** One FreeDict entry: its headword, the part-of-speech labels of its header, its translations in order. */
export type FreedictEntry = { headword: string; labels: string[]; translations: string[] };

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** dictd writes offsets and lengths in its own base64 digits, most significant first. */
export function decodeDictdNumber(text: string): number {
  let value = 0;
  for (const char of text) value = value * 64 + BASE64.indexOf(char);
  return value;
}

/** Reads a dictd dictionary (.index + .dict.dz; dictzip is gzip with random-access chunks). */
export function readDictd(indexPath: string, dictPath: string): FreedictEntry[] {
  return parseDictd(readFileSync(indexPath, 'utf8'), gunzipSync(readFileSync(dictPath)));
}

export function parseDictd(index: string, dict: Buffer): FreedictEntry[] {
  const entries: FreedictEntry[] = [];
  for (const line of index.split('\n')) {
    const [word, offset, length] = line.split('\t');
    if (!word || offset === undefined || length === undefined || word.startsWith('00database')) continue;
    const start = decodeDictdNumber(offset);
    const body = dict.subarray(start, start + decodeDictdNumber(length)).toString('utf8');
    entries.push(parseEntry(body));
  }
  return entries;
}

/**
 * An entry's text is a header `headword /ipa/ <n, masc>` and then translation lines, numbered
 * ("1. a, b") when the source splits senses. Their order is the entry's order of senses.
 */
export function parseEntry(body: string): FreedictEntry {
  const lines = body.split('\n').filter((line) => line.trim() !== '');
  const header = lines[0] ?? '';
  const headword = header
    .replace(/\s*\/[^/]*\/.*$/, '')
    .replace(/\s*<[^>]*>.*$/, '')
    .trim();
  const labels = [...header.matchAll(/<([^>]*)>/g)].flatMap((match) => match[1]!.split(/,\s*/));
  const translations: string[] = [];
  for (const line of lines.slice(1)) {
    for (const part of line.replace(/^\s*\d+\.\s*/, '').split(/\s*[,;]\s*/)) {
      const text = part.trim();
      if (text && !translations.includes(text)) translations.push(text);
    }
  }
  return { headword, labels, translations };
}
