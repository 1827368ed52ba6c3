import fs from 'node:fs';
import { loadSpeller } from './hunspell-speller';
import {
  ALLOW_LIST_HEADER,
  allowListFile,
  parseTsv,
  readTsv,
  SENTENCES_DIR,
  SKIP_LIST_HEADER,
  sentenceFile,
  skipListFile,
} from './sentence-files';
import { type SentenceLanguage, sentenceRules } from './sentence-languages';
import { readSentenceLemmas } from './sentence-lemmas';
import { findSentenceProblems, type SentenceReport } from './sentence-problems';

/**
 * Checks a language's example sentences (`content/curated/sentences/<language>.tsv`) against its
 * dictionary and hunspell: every word spelled right, the lemma used, at most 12 words, a translation,
 * no repeats, and every top-1000 lemma covered. The report lists every problem; none means it passes.
 */
export async function checkSentences(
  language: SentenceLanguage,
  { dir = SENTENCES_DIR, contentDir }: { dir?: string; contentDir?: string } = {},
): Promise<SentenceReport> {
  const rules = sentenceRules[language];
  const [spell, spellTranslation] = await Promise.all([
    loadSpeller(language),
    rules.translation === 'en' ? loadSpeller('en') : undefined,
  ]);
  return findSentenceProblems({
    rules,
    sentences: parseTsv(fs.readFileSync(sentenceFile(language, dir), 'utf8')),
    allowList: readTsv(allowListFile(language, dir), ALLOW_LIST_HEADER),
    skipList: readTsv(skipListFile(language, dir), SKIP_LIST_HEADER),
    lemmas: readSentenceLemmas(language, contentDir),
    spell,
    spellTranslation,
  });
}
