import { execFileSync } from 'node:child_process';
import { type AttPath, attPaths, parseAtt } from './att';

/** One Apertium analysis: `comer<vblex><ger>` is lemma "comer" with tags ["vblex", "ger"]. */
export type Analysis = { lemma: string; tags: string[] };

/** Symbols that never belong to a single clean word: clitic joins, multiword groups, spaces, digits. */
const NOT_A_WORD = /^[+#\s0-9]$/;
/** A bilingual dictionary may translate a word by a phrase ("faltar" -> "be# missing"): keep those. */
const NOT_A_TRANSLATION = /^[+0-9]$/;

/**
 * Every path of a compiled Apertium transducer, without clitic chains or numbers, and for an analyser
 * (`phrases` false) without multiwords.
 */
export function transducerPaths(binPath: string, phrases = false): AttPath[] {
  const refused = phrases ? NOT_A_TRANSLATION : NOT_A_WORD;
  const text = execFileSync('lt-print', [binPath], { maxBuffer: 1 << 30 }).toString();
  const paths: AttPath[] = [];
  for (const path of attPaths(
    parseAtt(text),
    (input, output) => !refused.test(input) && !refused.test(output),
  )) {
    paths.push(path);
  }
  return paths;
}

/**
 * Splits `lemma<tag><tag>` into its lemma and tags; null for anything else. A multiword's invariable
 * tail comes after a "#" ("be# missing<vblex>") and joins the lemma ("be missing").
 */
export function parseAnalysis(text: string): Analysis | null {
  const match = /^([^<>#]+)(?:#([^<>#]+))?((?:<[^<>]+>)*)$/.exec(text);
  if (!match) return null;
  const tags = match[3] ? match[3].slice(1, -1).split('><') : [];
  return { lemma: match[1]! + (match[2] ?? ''), tags };
}
