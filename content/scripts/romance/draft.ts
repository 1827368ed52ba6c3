import { transducerPaths } from './apertium';
import { crossCheck, withoutDated } from './cross-check';
import {
  curatedMeaningsFile,
  meaningsByLemma,
  readCuratedMeanings,
  withCuratedMeanings,
} from './curated-meanings';
import type { EnglishWords } from './english';
import type { EnglishSource } from './english-sources';
import { lemmaScores, loadFrequencyList } from './frequency';
import { acceptedWords } from './hunspell';
import type { RomanceLanguage } from './languages';
import { buildLexicon, type Lexicon } from './morphology';
import type { PartOfSpeech } from './pos';
import { datedEnglish, vulgarEnglish } from './register';
import { buildSenses, type Sense } from './senses';

/** A lemma before ranking: everything but its rank, IPA and translations into the other languages. */
export type DraftEntry = {
  lemma: string;
  senses: Sense[];
  en: string[];
  forms: string[];
  sources: Set<string>;
  /** Zipf-weighted frequency from the language's word list; 0 when none of its forms is listed. */
  frequency: number;
  /** Fallback ordering for unlisted lemmas: how common its first English translation is, times its support. */
  proxy: number;
  /**
   * The first English word the sources give, where a curated meaning replaced it: the ranking weighs
   * the lemma by it rather than by ours, so that a rarer, more precise word of ours ("remainder" for fr
   * "reste", "during" for "durant") does not hand the lemma's forms to another lemma.
   */
  sourcesFirst?: string;
};

export type Draft = { language: RomanceLanguage; lexicon: Lexicon; entries: Map<string, DraftEntry> };

/** Builds every lemma of a language that hunspell accepts and that has a cross-checked English translation. */
export function buildDraft(
  language: RomanceLanguage,
  sources: readonly EnglishSource[],
  english: EnglishWords,
): Draft {
  const lexicon = buildLexicon(transducerPaths(language.analyser.bin), language.articles);
  const valid = acceptedWords([...lexicon.entries.keys()], language.hunspell);
  const entries = new Map<string, DraftEntry>();
  const isVulgar = vulgarEnglish();
  const isDated = datedEnglish();
  const curated = meaningsByLemma(readCuratedMeanings(curatedMeaningsFile(language.code)));
  for (const [lemma, lexiconEntry] of lexicon.entries) {
    if (!valid.has(lemma)) continue;
    const fromSources = withoutDated(
      crossCheck(
        sources.map((source) => ({
          source: source.source,
          keepsDefaults: source.keepsDefaults,
          // A candidate English never uses (Apertium's placeholder "prpers", FreeDict's "thereare") is junk.
          candidates: source.lookup(lemma).filter((candidate) => english.frequency(candidate.word) > 0),
        })),
        english.frequency,
        isVulgar,
      ),
      isDated,
    );
    const curatedMeanings = curated.get(lemma);
    const accepted = withCuratedMeanings(fromSources, curatedMeanings);
    const senses = buildSenses(lexiconEntry, accepted, english);
    if (senses.length === 0) continue;
    const en = [...new Set(senses.flatMap((sense) => sense.en))];
    // A combined source ("apertium-fr-es+apertium-eng-spa") lists each of its parts.
    const used = new Set(
      accepted
        .filter((t) => en.includes(english.display(t.word)))
        .flatMap((t) => t.sources.flatMap((source) => source.split('+'))),
    );
    const first = accepted.find((t) => english.display(t.word) === en[0])!;
    entries.set(lemma, {
      lemma,
      senses,
      en,
      forms: [...lexiconEntry.forms].filter((form) => form !== lemma).sort(),
      sources: new Set([language.analyser.source, ...used]),
      frequency: 0,
      proxy: english.frequency(first.word) * first.support,
      ...(curatedMeanings ? { sourcesFirst: buildSenses(lexiconEntry, fromSources, english)[0]?.en[0] } : {}),
    });
  }
  const scores = lemmaScores(
    loadFrequencyList(language.frequencyList),
    (form) => [...(lexicon.lemmasOfForm.get(form) ?? [])],
    (lemma) => {
      const entry = entries.get(lemma);
      const first = entry?.sourcesFirst ?? entry?.en[0];
      return first ? english.frequency(first.toLowerCase()) : null;
    },
  );
  for (const [lemma, score] of scores) {
    const entry = entries.get(lemma);
    if (entry) entry.frequency = score;
  }
  return { language, lexicon, entries };
}

/** The English a draft gives a lemma under one part of speech (for pivots through this language). */
export function englishOf(draft: Draft, lemma: string, pos: PartOfSpeech): readonly string[] {
  const senses = draft.entries.get(lemma)?.senses ?? [];
  const same = (other: PartOfSpeech) =>
    other === pos || (ARTICLE_OR_DETERMINER.has(other) && ARTICLE_OR_DETERMINER.has(pos));
  return senses.find((sense) => same(sense.pos))?.en ?? [];
}

/** Bilingual dictionaries tag articles as determiners; the lexicon tells them apart. */
const ARTICLE_OR_DETERMINER: ReadonlySet<PartOfSpeech> = new Set(['article', 'determiner']);
