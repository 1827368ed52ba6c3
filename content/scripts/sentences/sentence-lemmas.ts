import path from 'node:path';
import {
  CONTENT_DIR,
  ENGLISH_ENRICHMENT_FILE,
  ENGLISH_FORMS_FILE,
  type EnglishEnrichment,
  type EnglishForms,
  englishFile,
} from '~/content/read/english-files';
import { readJsonlGz } from '~/content/read/jsonl-gz';
import type { SentenceLanguage } from './sentence-languages';

export type SentenceLemma = { rank: number; forms: string[] };

type DictionaryLine = { lemma: string; rank: number; forms: string[] };

/**
 * Each lemma of a language's dictionary with its rank and inflected forms. English is read from its two
 * committed files rather than through readEnglishDictionary, which also joins WordNet's glosses and
 * takes seconds; the others from `data/gpl/dictionary-<language>.jsonl.gz`.
 */
export function readSentenceLemmas(
  language: SentenceLanguage,
  contentDir = CONTENT_DIR,
): Map<string, SentenceLemma> {
  if (language === 'en') {
    const forms = new Map(
      readJsonlGz<EnglishForms>(englishFile(ENGLISH_FORMS_FILE, contentDir)).map((line) => [
        line.lemma,
        line.forms,
      ]),
    );
    return new Map(
      readJsonlGz<EnglishEnrichment>(englishFile(ENGLISH_ENRICHMENT_FILE, contentDir)).map((line) => [
        line.lemma,
        { rank: line.rank, forms: forms.get(line.lemma) ?? [] },
      ]),
    );
  }
  const file = path.join(contentDir, `data/gpl/dictionary-${language}.jsonl.gz`);
  return new Map(
    readJsonlGz<DictionaryLine>(file).map((line) => [line.lemma, { rank: line.rank, forms: line.forms }]),
  );
}
