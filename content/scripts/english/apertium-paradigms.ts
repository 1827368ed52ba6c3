import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Debian's apertium-eng-spa ships the compiled English analyser (the English side of the pair). */
export const APERTIUM_ENG_DIR = '/usr/share/apertium/apertium-eng-spa';
const ANALYSER = 'eng-spa.automorf.bin';

/** Apertium's first tag -> the contract's part of speech; proper nouns (np) and the rest are left out. */
const partOfSpeechOfTag: Record<string, string> = {
  n: 'noun',
  vblex: 'verb',
  vbser: 'verb',
  vbhaver: 'verb',
  vbdo: 'verb',
  vbmod: 'verb',
  vaux: 'verb',
  adj: 'adjective',
  adv: 'adverb',
  preadv: 'adverb',
  prn: 'pronoun',
  pr: 'preposition',
  det: 'determiner',
  predet: 'determiner',
  cnjcoo: 'conjunction',
  cnjsub: 'conjunction',
  cnjadv: 'conjunction',
  ij: 'interjection',
  num: 'numeral',
  rel: 'pronoun',
};

export type ApertiumForm = { lemma: string; partOfSpeech: string; tags: string[]; form: string };

/** Parses lt-paradigm's listing ("run<vblex><past>:ran", a blank line after each pattern). */
export function parseParadigms(listing: string): ApertiumForm[] {
  const forms: ApertiumForm[] = [];
  for (const line of listing.split('\n')) {
    const match = /^([^<]+)((?:<[^>]+>)+):(.+)$/.exec(line);
    if (!match) continue;
    const [, lemma, tagText, form] = match as unknown as [string, string, string, string];
    const tags = [...tagText.matchAll(/<([^>]+)>/g)].map((tag) => tag[1]!);
    const partOfSpeech = partOfSpeechOfTag[tags[0]!];
    if (partOfSpeech) forms.push({ lemma, partOfSpeech, tags, form });
  }
  return forms;
}

/**
 * Every form Apertium's English analyser knows for the given lemmas, by asking lt-paradigm (Debian
 * lttoolbox-dev) for "lemma<*>" of each: all analyses whose lemma is exactly that string.
 */
export function apertiumParadigms(lemmas: Iterable<string>, dir = APERTIUM_ENG_DIR): ApertiumForm[] {
  const analyser = path.join(dir, ANALYSER);
  if (!fs.existsSync(analyser)) {
    throw new Error(`${analyser} is missing: apt-get install apertium-eng-spa lttoolbox-dev`);
  }
  const patterns = [...new Set(lemmas)].map((lemma) => `${lemma}<*>`).join('\n');
  const listing = execFileSync('lt-paradigm', ['-a', analyser], {
    input: `${patterns}\n`,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  return parseParadigms(listing);
}

/** The analyses of surface words (lt-proc -a), to check the curated function words against. */
export function apertiumAnalyses(words: string[], dir = APERTIUM_ENG_DIR): Map<string, ApertiumForm[]> {
  const analyser = path.join(dir, ANALYSER);
  const output = execFileSync('lt-proc', ['-a', analyser], {
    input: words.map((word) => `${word}\n`).join(''),
    encoding: 'utf8',
  });
  const result = new Map<string, ApertiumForm[]>();
  for (const unit of output.matchAll(/\^([^$]*)\$/g)) {
    const [surface, ...readings] = unit[1]!.split('/');
    const forms = parseParadigms(readings.map((reading) => `${reading}:${surface}`).join('\n'));
    result.set(surface!, [...(result.get(surface!) ?? []), ...forms]);
  }
  return result;
}
