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

/**
 * `entries` are keyed by the analyser's spelling, which its bidictionaries share; `shown` gives the
 * spelling a learner reads (French "coeur" -> "cœur"), the same where there is no other.
 */
export type Draft = {
  language: RomanceLanguage;
  lexicon: Lexicon;
  entries: Map<string, DraftEntry>;
  shown: (lemma: string) => string;
};

/** Builds every lemma of a language that hunspell accepts and that has a cross-checked English translation. */
export function buildDraft(
  language: RomanceLanguage,
  sources: readonly EnglishSource[],
  english: EnglishWords,
): Draft {
  const lexicon = buildLexicon(transducerPaths(language.analyser.bin), language.articles);
  const valid = acceptedWords([...lexicon.entries.keys()], language.hunspell);
  const respelled = respellRejected(lexicon, valid, language);
  for (const lemma of respelled.keys()) valid.add(lemma);
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
          // A respelled lemma is looked up both ways: FreeDict has "sœur", Apertium "soeur".
          candidates: [lemma, ...(respelled.has(lemma) ? [respelled.get(lemma)!] : [])]
            .flatMap((spelling) => source.lookup(spelling))
            .filter((candidate) => english.frequency(candidate.word) > 0),
        })),
        english.frequency,
        isVulgar,
      ),
      isDated,
    );
    const curatedMeanings = curated.get(respelled.get(lemma) ?? lemma);
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
  return { language, lexicon, entries, shown: (lemma) => respelled.get(lemma) ?? lemma };
}

/**
 * The lemmas hunspell rejects as the analyser spells them and accepts as the language respells them
 * (French "coeur" -> "cœur"), analyser spelling -> learner's. Each form of theirs so respelled counts
 * for them in the frequency list too, where subtitles spell "cœur" and "coeur" alike.
 */
function respellRejected(lexicon: Lexicon, valid: ReadonlySet<string>, language: RomanceLanguage) {
  const respelled = new Map<string, string>();
  const respell = language.respell;
  if (!respell) return respelled;
  const candidates = [...lexicon.entries.keys()].filter(
    (lemma) => !valid.has(lemma) && respell(lemma) !== lemma,
  );
  const accepted = acceptedWords(candidates.map(respell), language.hunspell);
  for (const lemma of candidates) {
    if (!accepted.has(respell(lemma))) continue;
    respelled.set(lemma, respell(lemma));
    for (const form of [lemma, ...lexicon.entries.get(lemma)!.forms]) {
      const shown = respell(form);
      if (shown === form) continue;
      const lemmas = lexicon.lemmasOfForm.get(shown) ?? new Set<string>();
      lemmas.add(lemma);
      lexicon.lemmasOfForm.set(shown, lemmas);
    }
  }
  return respelled;
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
