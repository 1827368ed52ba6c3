import { join } from 'node:path';
import { writeJsonlGz } from '../write-jsonl-gz';
import { crossTranslate } from './cross-translations';
import { buildDraft, type Draft } from './draft';
import { loadEnglishWords } from './english';
import type { DictionaryEntry } from './entry';
import { frequencySourceId } from './frequency';
import { transcribe } from './ipa';
import { ROMANCE, ROMANCE_CODES, type RomanceCode } from './languages';
import { rankEntries } from './rank';
import { englishSources, loadSpanishPair, type SpanishPair } from './sources-setup';

/** How many lemmas each dictionary keeps: the frequency list attests about 4,000; the rest by proxy. */
export const DICTIONARY_SIZE = 8000;

export const ESPEAK_SOURCE = 'espeak-ng';

/**
 * Builds dictionary-{es,fr,it,pt}.jsonl.gz. Spanish is always built first, in memory, because the others
 * take their English through it; `only` limits which files are written.
 */
export function buildRomance(
  outputDirectory: string,
  only: ReadonlySet<RomanceCode> = new Set(ROMANCE_CODES),
): void {
  const english = loadEnglishWords();
  const pairs = {
    fr: loadSpanishPair('fr'),
    it: loadSpanishPair('it'),
    pt: loadSpanishPair('pt'),
  } satisfies Record<Exclude<RomanceCode, 'es'>, SpanishPair>;
  const spanish = buildDraft(
    ROMANCE.es,
    englishSources(ROMANCE.es, { english: loadSpanishPair('en') }),
    english,
  );
  const drafts: Record<RomanceCode, Draft> = {
    es: spanish,
    fr: buildDraft(ROMANCE.fr, englishSources(ROMANCE.fr, { draft: spanish, pair: pairs.fr }), english),
    it: buildDraft(ROMANCE.it, englishSources(ROMANCE.it, { draft: spanish, pair: pairs.it }), english),
    pt: buildDraft(ROMANCE.pt, englishSources(ROMANCE.pt, { draft: spanish, pair: pairs.pt }), english),
  };
  const bidixes = {
    toSpanish: (code: RomanceCode) => {
      const pair = pairs[code as Exclude<RomanceCode, 'es'>];
      return { bidix: pair.toSpanish, source: pair.source };
    },
    fromSpanish: (code: RomanceCode) => {
      const pair = pairs[code as Exclude<RomanceCode, 'es'>];
      return { bidix: pair.fromSpanish, source: pair.source };
    },
  };
  for (const code of ROMANCE_CODES) {
    if (!only.has(code)) continue;
    const draft = drafts[code];
    const ranked = rankEntries(draft.entries.values(), DICTIONARY_SIZE);
    const ipa = transcribe(
      ranked.map((entry) => draft.shown(entry.lemma)),
      draft.language.voice,
    );
    // A respelled lemma ("coeur" -> "cœur") shows its forms respelled the same way ("cœurs").
    const shownForms = (entry: (typeof ranked)[number]) =>
      draft.shown(entry.lemma) === entry.lemma
        ? entry.forms
        : entry.forms.map((form) => draft.language.respell?.(form) ?? form);
    const entries: DictionaryEntry[] = ranked.map((entry, index) => {
      const translations: Record<string, string[]> = { en: entry.en };
      const pivot: Record<string, string> = {};
      const sources = new Set(entry.sources);
      for (const other of ROMANCE_CODES) {
        if (other === code) continue;
        const result = crossTranslate(entry, code, other, bidixes, drafts[other].entries);
        if (result.words.length === 0) continue;
        translations[other] = result.words.map(drafts[other].shown);
        if (result.pivot) pivot[other] = result.pivot;
        for (const source of result.source?.split('+') ?? []) sources.add(source);
      }
      const transcription = ipa.get(draft.shown(entry.lemma)) ?? null;
      if (transcription) sources.add(ESPEAK_SOURCE);
      if (entry.frequency > 0) sources.add(frequencySourceId(draft.language.frequencyList));
      return {
        lemma: draft.shown(entry.lemma),
        rank: index + 1,
        ipa: transcription,
        senses: entry.senses,
        translations,
        pivot,
        forms: shownForms(entry),
        sources: [...sources].sort(),
      };
    });
    writeJsonlGz(join(outputDirectory, `dictionary-${code}.jsonl.gz`), entries);
    console.log(`dictionary-${code}: ${entries.length} lemmas`);
  }
}
