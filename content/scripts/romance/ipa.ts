import { execFileSync } from 'node:child_process';

const CHUNK = 1000;

/**
 * IPA for many words with few espeak-ng processes: one word per line in, one transcription per line
 * out. A chunk whose line count comes back different (espeak joined or split a clause) is retried in
 * halves down to single words, so a transcription is never paired with the wrong word.
 */
export function transcribe(words: readonly string[], voice: string): Map<string, string> {
  const result = new Map<string, string>();
  for (let start = 0; start < words.length; start += CHUNK) {
    transcribeChunk(words.slice(start, start + CHUNK), voice, result);
  }
  return result;
}

function transcribeChunk(words: readonly string[], voice: string, result: Map<string, string>): void {
  if (words.length === 0) return;
  const output = execFileSync('espeak-ng', ['-q', '-v', voice, '--ipa'], {
    input: `${words.join('\n')}\n`,
    maxBuffer: 1 << 26,
  }).toString();
  const lines = parseEspeakLines(output);
  if (lines.length === words.length) {
    words.forEach((word, index) => {
      const ipa = lines[index]!;
      if (ipa) result.set(word, ipa);
    });
    return;
  }
  if (words.length === 1) {
    const joined = lines.join(' ');
    if (joined) result.set(words[0]!, joined);
    return;
  }
  const half = Math.ceil(words.length / 2);
  transcribeChunk(words.slice(0, half), voice, result);
  transcribeChunk(words.slice(half), voice, result);
}

/** espeak-ng prints one line per clause, with a leading space and sometimes a language switch "(en)". */
export function parseEspeakLines(output: string): string[] {
  return output
    .split('\n')
    .map((line) =>
      line
        .replace(/\([a-z-]+\)/g, '')
        .trim()
        .replace(/-+$/, ''),
    )
    .filter((line) => line !== '');
}
