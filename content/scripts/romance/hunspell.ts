import { execFileSync } from 'node:child_process';

/** The words hunspell accepts in any of the given dictionaries (`hunspell -l` lists the rejected ones). */
export function acceptedWords(words: readonly string[], dictionaries: readonly string[]): Set<string> {
  const accepted = new Set<string>();
  for (const dictionary of dictionaries) {
    const rejected = new Set(
      execFileSync('hunspell', ['-d', dictionary, '-l'], {
        input: `${words.join('\n')}\n`,
        maxBuffer: 1 << 28,
      })
        .toString()
        .split('\n'),
    );
    for (const word of words) if (!rejected.has(word)) accepted.add(word);
  }
  return accepted;
}
