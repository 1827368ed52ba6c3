import { spawnSync } from 'node:child_process';

// espeak-ng writes German "-er" as ɜ and "eu/äu" as ɔø; German dictionaries write ɐ and ɔʏ. Its
// phoneme for "ur" before a consonant (durch) has no IPA and comes out as "??": ʊɐ. It marks a word it
// takes for a foreign one with language switches, "(en)…(de)", which are not IPA.
export function normaliseEspeakIpa(ipa: string): string {
  return ipa
    .replace(/\([a-z-]+\)/g, '')
    .replace(/\?\?/g, 'ʊɐ')
    .replace(/ɔø/g, 'ɔʏ')
    .replace(/ɜ/g, 'ɐ')
    .replace(/\s+/g, ' ')
    .trim();
}

function speak(words: string[]): string[] | null {
  // One clause per word ("Haus.") gives one output line per word.
  const result = spawnSync('espeak-ng', ['-v', 'de', '-q', '--ipa', '-b', '1', '--stdin'], {
    input: words.map((word) => `${word}.\n`).join(''),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`espeak-ng failed: ${result.stderr || result.error?.message}`);
  const lines = result.stdout.split('\n').filter((line) => line.trim().length > 0);
  return lines.length === words.length ? lines : null;
}

// The IPA of each word from Debian's espeak-ng binary, many words per process (one process per word
// would take minutes); a batch whose output does not line up is split until it does.
export function espeakIpa(words: string[], batchSize = 1000): Map<string, string> {
  const ipa = new Map<string, string>();
  const pending: string[][] = [];
  for (let i = 0; i < words.length; i += batchSize) pending.push(words.slice(i, i + batchSize));
  while (pending.length > 0) {
    const batch = pending.pop()!;
    const lines = speak(batch);
    if (lines) {
      batch.forEach((word, i) => {
        ipa.set(word, normaliseEspeakIpa(lines[i]!));
      });
    } else if (batch.length > 1) {
      const half = Math.ceil(batch.length / 2);
      pending.push(batch.slice(0, half), batch.slice(half));
    }
  }
  return ipa;
}
