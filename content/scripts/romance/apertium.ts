import { execFileSync } from 'node:child_process';
import { type AttPath, attPaths, parseAtt } from './att';

/** One Apertium analysis: `comer<vblex><ger>` is lemma "comer" with tags ["vblex", "ger"]. */
export type Analysis = { lemma: string; tags: string[] };

/** Symbols that never belong to a single clean word: clitic joins, multiword groups, spaces, digits. */
const NOT_A_WORD = /^[+#\s0-9]$/;

/** Every path of a compiled Apertium transducer, without clitic chains, multiwords or numbers. */
export function transducerPaths(binPath: string): AttPath[] {
  const text = execFileSync('lt-print', [binPath], { maxBuffer: 1 << 30 }).toString();
  const paths: AttPath[] = [];
  for (const path of attPaths(
    parseAtt(text),
    (input, output) => !NOT_A_WORD.test(input) && !NOT_A_WORD.test(output),
  )) {
    paths.push(path);
  }
  return paths;
}

/** Splits `lemma<tag><tag>` into its lemma and tags; null for anything else. */
export function parseAnalysis(text: string): Analysis | null {
  const match = /^([^<>]+)((?:<[^<>]+>)*)$/.exec(text);
  if (!match) return null;
  const tags = match[2] ? match[2].slice(1, -1).split('><') : [];
  return { lemma: match[1]!, tags };
}
