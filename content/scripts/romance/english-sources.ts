import type { Bidix } from './bidix';
import type { SourceCandidates } from './cross-check';
import { cleanEnglish } from './english';
import type { FreedictEntry } from './freedict';
import type { PartOfSpeech } from './pos';

type Candidate = SourceCandidates['candidates'][number];

/** A source of English translations for the lemmas of one language. */
export type EnglishSource = {
  source: string;
  lookup: (lemma: string) => Candidate[];
  keepsDefaults?: boolean;
};

const FREEDICT_POS: Record<string, PartOfSpeech> = {
  n: 'noun',
  s: 'noun',
  v: 'verb',
  vt: 'verb',
  vi: 'verb',
  adj: 'adjective',
  adv: 'adverb',
  prep: 'preposition',
  pron: 'pronoun',
  conj: 'conjunction',
  int: 'interjection',
  num: 'numeral',
  art: 'article',
};

/** FreeDict's header labels name a part of speech only when they name exactly one. */
export function freedictPos(labels: readonly string[]): PartOfSpeech | null {
  const found = new Set(labels.map((label) => FREEDICT_POS[label]).filter((pos) => pos !== undefined));
  return found.size === 1 ? [...found][0]! : null;
}

/** An Apertium bilingual dictionary to English, in its order per part of speech. */
export function bidixSource(source: string, bidix: Bidix): EnglishSource {
  return {
    source,
    keepsDefaults: true,
    lookup: (lemma) => {
      const candidates: Candidate[] = [];
      for (const [pos, targets] of bidix.get(lemma) ?? []) {
        for (const target of targets) {
          const word = cleanEnglish(target);
          if (word) candidates.push({ word, pos });
        }
      }
      return candidates;
    },
  };
}

/**
 * FreeDict's two directions for a language as ONE source: both come from the same Ergane data, so they
 * agreeing with each other proves nothing. The own-language->English direction comes first; the
 * English->own-language one is read backwards (each English headword translates its targets).
 */
export function freedictSource(
  source: string,
  toEnglish: readonly FreedictEntry[],
  fromEnglish: readonly FreedictEntry[],
  toLemma: (headword: string) => string,
): EnglishSource {
  const forward = freedictToEnglish(toEnglish, toLemma);
  const backward = freedictFromEnglish(fromEnglish, toLemma);
  return {
    source,
    lookup: (lemma) => {
      const candidates = [...(forward.get(lemma) ?? [])];
      for (const candidate of backward.get(lemma) ?? []) {
        if (!candidates.some((known) => known.word === candidate.word)) candidates.push(candidate);
      }
      return candidates;
    },
  };
}

function freedictToEnglish(entries: readonly FreedictEntry[], toLemma: (headword: string) => string) {
  const byLemma = new Map<string, Candidate[]>();
  for (const entry of entries) {
    const lemma = toLemma(entry.headword);
    const pos = freedictPos(entry.labels);
    const list = byLemma.get(lemma) ?? [];
    for (const translation of entry.translations) {
      const word = cleanEnglish(translation);
      if (word) list.push({ word, pos });
    }
    byLemma.set(lemma, list);
  }
  return byLemma;
}

function freedictFromEnglish(entries: readonly FreedictEntry[], toLemma: (headword: string) => string) {
  const byLemma = new Map<string, Candidate[]>();
  for (const entry of entries) {
    const word = cleanEnglish(entry.headword);
    if (!word) continue;
    const pos = freedictPos(entry.labels);
    for (const translation of entry.translations) {
      const lemma = toLemma(translation);
      const list = byLemma.get(lemma) ?? [];
      list.push({ word, pos });
      byLemma.set(lemma, list);
    }
  }
  return byLemma;
}

/**
 * English through Spanish: the lemma's Spanish translations (Apertium), each with the English that the
 * finished, cross-checked Spanish dictionary gives it for the same part of speech.
 */
export function pivotSource(
  source: string,
  toSpanish: Bidix,
  spanishEnglish: (lemma: string, pos: PartOfSpeech) => readonly string[],
): EnglishSource {
  return {
    source,
    lookup: (lemma) => {
      const candidates: Candidate[] = [];
      for (const [pos, spanishWords] of toSpanish.get(lemma) ?? []) {
        for (const spanish of spanishWords) {
          for (const word of spanishEnglish(spanish, pos)) candidates.push({ word: word.toLowerCase(), pos });
        }
      }
      return candidates;
    },
  };
}
