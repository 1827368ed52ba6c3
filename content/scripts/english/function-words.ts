import fs from 'node:fs';
import path from 'node:path';
import type { ApertiumForm } from './apertium-paradigms';

// Function words (pronouns, determiners, prepositions, conjunctions, modal verbs, interjections)
// are missing from WordNet, which has only nouns, verbs, adjectives and adverbs. We list them in
// function-words.tsv with definitions of our own; the build checks each against Apertium's analyser.
// A few words WordNet has only in another part of speech are listed too ("yes" the adverb, where
// WordNet has only the noun), and their sense comes first the same way.

export type FunctionWord = { lemma: string; pos: string; definition: string; examples: string[] };

export const FUNCTION_WORDS_FILE = path.join(import.meta.dirname, 'function-words.tsv');

export function parseFunctionWords(text: string): FunctionWord[] {
  const [, ...lines] = text.trimEnd().split('\n');
  return lines.map((line) => {
    const [lemma, pos, definition, example] = line.split('\t');
    if (!lemma || !pos || !definition) throw new Error(`Incomplete function word line: "${line}"`);
    return { lemma, pos, definition, examples: example ? example.split('; ') : [] };
  });
}

export function readFunctionWords(file = FUNCTION_WORDS_FILE): FunctionWord[] {
  return parseFunctionWords(fs.readFileSync(file, 'utf8'));
}

/** Apertium calls articles determiners. */
const apertiumPartOfSpeech = (pos: string) => (pos === 'article' ? 'determiner' : pos);

/**
 * The words Apertium does not analyse with the listed part of speech. Interjections of speech
 * ("yeah", "huh") Apertium lacks pass when the subtitle corpus has them at least `spokenMinimum` times.
 */
export function unattestedFunctionWords(
  words: FunctionWord[],
  analyses: Map<string, ApertiumForm[]>,
  subtitleCounts: Map<string, number>,
  spokenMinimum = 1000,
): FunctionWord[] {
  return words.filter((word) => {
    const found = analyses.get(word.lemma) ?? [];
    if (found.some((analysis) => analysis.partOfSpeech === apertiumPartOfSpeech(word.pos))) return false;
    const spoken = subtitleCounts.get(word.lemma.toLowerCase()) ?? 0;
    return !(word.pos === 'interjection' && spoken >= spokenMinimum);
  });
}
