import type { Speller } from './hunspell-speller';
import { lineProblems } from './line-problems';
import {
  ALLOW_LIST_HEADER,
  SENTENCE_HEADER,
  SKIP_LIST_HEADER,
  type TsvFile,
  type TsvRow,
} from './sentence-files';
import { type SentenceRules, TOP_LEMMAS } from './sentence-languages';
import type { SentenceLemma } from './sentence-lemmas';
import { sentenceUsesLemma } from './sentence-uses-lemma';
import { findSimilarSentences } from './similar-sentences';
import { tokenizeSentence } from './tokenize-sentence';

export type SentenceProblemKind =
  | 'header'
  | 'columns'
  | 'unknown-lemma'
  | 'order'
  | 'format'
  | 'too-long'
  | 'translation'
  | 'lemma-not-used'
  | 'spelling'
  | 'duplicate'
  | 'near-duplicate'
  | 'uncovered'
  | 'allow-list'
  | 'skip-list';

/** `line` is the line of the sentence file, or of the allow or skip list for their own problems. */
export type SentenceProblem = { kind: SentenceProblemKind; line?: number; detail: string };

export type SentenceCheckInput = {
  rules: SentenceRules;
  sentences: TsvFile;
  allowList: TsvFile;
  skipList: TsvFile;
  lemmas: Map<string, SentenceLemma>;
  /** Hunspell for the sentences' language, and for the translations' when it has one (English). */
  spell: Speller;
  spellTranslation?: Speller;
};

export type SentenceReport = {
  lines: number;
  /** Lemmas (of any rank) with at least one sentence that uses them. */
  lemmasCovered: number;
  /** Of the top lemmas: how many the skip list leaves out, and how many have a sentence. */
  topSkipped: number;
  topCovered: number;
  problems: SentenceProblem[];
};

type Sentence = { line: number; lemma: string; text: string; translation: string };

export function findSentenceProblems(input: SentenceCheckInput): SentenceReport {
  const { rules, lemmas } = input;
  const problems: SentenceProblem[] = [];
  const report = (kind: SentenceProblemKind, detail: string, line?: number) =>
    problems.push({ kind, line, detail });

  const sentences = readRows(input.sentences, SENTENCE_HEADER, 'sentence file', report).map(
    ({ lineNumber, fields: [lemma = '', text = '', translation = ''] }): Sentence => ({
      line: lineNumber,
      lemma,
      text,
      translation,
    }),
  );
  const allowed = new Map(
    readRows(input.allowList, ALLOW_LIST_HEADER, 'allow list', report).map((row) => [row.fields[0]!, row]),
  );
  const skipped = new Map(
    readRows(input.skipList, SKIP_LIST_HEADER, 'skip list', report).map((row) => [row.fields[0]!, row]),
  );

  const covered = new Set<string>();
  const wordLines = new Map<string, number[]>();
  const translationWordLines = new Map<string, number[]>();
  const addWord = (words: Map<string, number[]>, word: string, line: number) =>
    words.set(word, [...(words.get(word) ?? []), line]);
  let previousRank = 0;

  for (const sentence of sentences) {
    const { line, lemma, text, translation } = sentence;
    for (const problem of lineProblems(text, translation, rules)) report(problem.kind, problem.detail, line);
    const tokens = tokenizeSentence(text, rules);
    for (const token of tokens) addWord(wordLines, token.word, line);
    if (rules.translation === 'en') {
      for (const token of tokenizeSentence(translation)) addWord(translationWordLines, token.word, line);
    }
    const entry = lemmas.get(lemma);
    if (!entry) {
      report('unknown-lemma', `"${lemma}" is not a lemma of the dictionary`, line);
      continue;
    }
    if (entry.rank < previousRank)
      report('order', `"${lemma}" (rank ${entry.rank}) after rank ${previousRank}`, line);
    previousRank = Math.max(previousRank, entry.rank);
    if (sentenceUsesLemma(tokens, [lemma, ...entry.forms], rules)) covered.add(lemma);
    else report('lemma-not-used', `"${text}" has no form of "${lemma}"`, line);
  }

  for (const similar of findSimilarSentences(sentences.map((sentence) => sentence.text))) {
    const { line, text } = sentences[similar.index]!;
    report(similar.kind, `"${text}" repeats line ${sentences[similar.ofIndex]!.line}`, line);
  }

  const usedAllowed = new Set<string>();
  const spellCheck = (words: Map<string, number[]>, spell: Speller, what: string) => {
    for (const [word, lines] of words) {
      if (spell(word)) continue;
      if (allowed.has(word)) usedAllowed.add(word);
      else report('spelling', `hunspell rejects "${word}" ${what} (lines ${lines.join(', ')})`, lines[0]);
    }
  };
  spellCheck(wordLines, input.spell, 'in the text');
  if (input.spellTranslation) spellCheck(translationWordLines, input.spellTranslation, 'in the translation');

  for (const [word, row] of allowed) {
    if (!row.fields[1]?.trim()) report('allow-list', `"${word}" has no reason`, row.lineNumber);
    if (!usedAllowed.has(word)) {
      report('allow-list', `"${word}" is not a word hunspell rejects in any sentence`, row.lineNumber);
    }
  }

  const sentenceLemmas = new Set(sentences.map((sentence) => sentence.lemma));
  for (const [lemma, row] of skipped) {
    const rank = lemmas.get(lemma)?.rank;
    if (!row.fields[1]?.trim()) report('skip-list', `"${lemma}" has no reason`, row.lineNumber);
    if (rank === undefined || rank > TOP_LEMMAS) {
      report('skip-list', `"${lemma}" is not among the top ${TOP_LEMMAS}`, row.lineNumber);
    }
    if (sentenceLemmas.has(lemma)) report('skip-list', `"${lemma}" has sentences after all`, row.lineNumber);
  }

  let topCovered = 0;
  for (const [lemma, entry] of lemmas) {
    if (entry.rank > TOP_LEMMAS || skipped.has(lemma)) continue;
    if (covered.has(lemma)) topCovered++;
    else report('uncovered', `rank ${entry.rank} "${lemma}" has no sentence that uses it`);
  }

  return {
    lines: sentences.length,
    lemmasCovered: covered.size,
    topSkipped: [...skipped.keys()].filter((lemma) => (lemmas.get(lemma)?.rank ?? Infinity) <= TOP_LEMMAS)
      .length,
    topCovered,
    problems,
  };
}

/** The rows of a file with the right header and number of columns; the others are reported. */
function readRows(
  file: TsvFile,
  header: string[],
  what: string,
  report: (kind: SentenceProblemKind, detail: string, line?: number) => void,
): TsvRow[] {
  if (file.header.join('\t') !== header.join('\t')) {
    report('header', `the ${what} must start with "${header.join('<TAB>')}"`, 1);
  }
  return file.rows.filter((row) => {
    if (row.fields.length === header.length && row.fields[0] !== '') return true;
    report('columns', `the ${what} needs ${header.length} tab-separated columns`, row.lineNumber);
    return false;
  });
}
