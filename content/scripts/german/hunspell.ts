import { spawnSync } from 'node:child_process';

// The words Debian's German spelling dictionary (hunspell-de-de, igerman98) accepts, asked in one
// hunspell run: "-G" prints the correct words of its input.
export function acceptedByHunspell(words: Iterable<string>): Set<string> {
  const unique = [...new Set(words)];
  if (unique.length === 0) return new Set();
  const result = spawnSync('hunspell', ['-d', 'de_DE', '-G'], {
    input: `${unique.join('\n')}\n`,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`hunspell failed: ${result.stderr || result.error?.message}`);
  return new Set(result.stdout.split('\n').filter(Boolean));
}
