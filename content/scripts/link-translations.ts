/**
 * The link step: adds German ("de") and Hebrew ("he") translations to the Spanish, French, Italian and
 * Portuguese dictionaries through English, once the German dictionary and the curated English->Hebrew
 * list exist. A pivot through English is only as good as the English word is unambiguous, so a link is
 * made only when the English word maps back: the entry's first English translation for a part of speech
 * must be, among all entries of its language, the best-ranked one whose first translation for that part
 * of speech is that word (es "perro" -> "dog" -> "perro", but es "can" -> "dog" -> "perro", not "can").
 * A German word found that way must also mean the same: see `sameMeaning`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJsonlGz } from './read-jsonl-gz';
import { ROMANCE_CODES } from './romance/languages';
import type { PartOfSpeech } from './romance/pos';
import { vulgarEnglish } from './romance/register';
import { writeJsonlGz } from './write-jsonl-gz';

/** The fields of a dictionary entry this step reads and writes. */
export type LinkableEntry = {
  lemma: string;
  rank: number;
  senses: { pos: string; en?: string[] }[];
  translations: Record<string, string[]>;
  pivot: Record<string, string>;
  sources: string[];
};

/**
 * English word + part of speech -> translations in the other language, commonest first, each with the
 * English of its own sense when the other side has one (German entries do; the Hebrew list does not).
 */
export type EnglishIndex = Map<
  string,
  {
    word: string;
    en: readonly string[];
    /** Found only by a sense that also lists this English word (see germanIndex). */
    requires?: string;
  }[]
>;

const MAX_LINKED = 3;
export const GERMAN_LINK_SOURCE = 'dictionary-de';
export const HEBREW_LINK_SOURCE = 'curated-en-he';

const key = (english: string, pos: string) => `${english.toLowerCase()}\t${pos}`;

type LinkableSense = LinkableEntry['senses'][number];

/** The senses whose first English word (with their part of speech) maps back to the entry. */
export function unambiguousSenses<T extends LinkableEntry>(entries: readonly T[]): Map<T, LinkableSense[]> {
  const owner = new Map<string, T>();
  for (const entry of [...entries].sort((a, b) => a.rank - b.rank)) {
    for (const sense of entry.senses) {
      const first = sense.en?.[0];
      if (first && !owner.has(key(first, sense.pos))) owner.set(key(first, sense.pos), entry);
    }
  }
  const result = new Map<T, LinkableSense[]>();
  for (const entry of entries) {
    result.set(
      entry,
      entry.senses.filter((sense) => sense.en?.[0] && owner.get(key(sense.en[0], sense.pos)) === entry),
    );
  }
  return result;
}

/**
 * Whether a translation found through the sense's first English word means the same: when both sides
 * list English, they must share as many words as the shorter list has, up to two (es "camino" [way,
 * path] takes German "Weg" [way, path, route] but not "Art" [way, manner]).
 */
export function sameMeaning(senseEnglish: readonly string[], candidateEnglish: readonly string[]): boolean {
  if (candidateEnglish.length === 0) return true;
  const theirs = new Set(candidateEnglish.map((word) => word.toLowerCase()));
  const shared = senseEnglish.filter((word) => theirs.has(word.toLowerCase())).length;
  return shared >= Math.min(2, senseEnglish.length, candidateEnglish.length);
}

/**
 * German entries indexed by the first English translation of each of their senses, best rank first;
 * when that word is vulgar (`isVulgar`), by the sense's first plain one as well: the Romance entries
 * put a plain English word first (es "gallo": "rooster, cock"), where the German dictionary keeps its
 * source's order ("Hahn": "cock, rooster"). Found that way, it links only a sense that lists the vulgar
 * word too: es "estrépito" ("bang", a noise) must not find "Fick" ("fuck, fucking, bang").
 */
export function germanIndex(
  entries: readonly LinkableEntry[],
  isVulgar: (english: string, pos: string) => boolean = () => false,
): EnglishIndex {
  const index: EnglishIndex = new Map();
  const add = (
    english: string,
    pos: string,
    entry: LinkableEntry,
    en: readonly string[],
    requires?: string,
  ) => {
    const list = index.get(key(english, pos)) ?? [];
    if (!list.some((known) => known.word === entry.lemma))
      list.push({ word: entry.lemma, en, ...(requires ? { requires } : {}) });
    index.set(key(english, pos), list);
  };
  for (const entry of [...entries].sort((a, b) => a.rank - b.rank)) {
    for (const sense of entry.senses) {
      const english = sense.en ?? [];
      const first = english[0];
      if (!first) continue;
      add(first, sense.pos, entry, english);
      if (!isVulgar(first.toLowerCase(), sense.pos)) continue;
      const plain = english.find((word) => !isVulgar(word.toLowerCase(), sense.pos));
      if (plain) add(plain, sense.pos, entry, english, first.toLowerCase());
    }
  }
  return index;
}

/** The curated English->Hebrew list: `lemma<TAB>pos<TAB>translation; translation`. */
export function parseEnglishHebrew(text: string): EnglishIndex {
  const index: EnglishIndex = new Map();
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [lemma, pos, translations] = line.split('\t');
    if (!lemma || !pos || !translations || pos === 'pos') continue;
    const words = translations
      .split(';')
      .map((word) => word.trim())
      .filter((word) => word !== '');
    const list = index.get(key(lemma, pos)) ?? [];
    for (const word of words) if (!list.some((known) => known.word === word)) list.push({ word, en: [] });
    index.set(key(lemma, pos), list);
  }
  return index;
}

/**
 * Sets `translations[code]` (and `pivot[code] = "en"`) on every entry whose unambiguous English has a
 * translation in `index`; replaces what an earlier run put there, so running twice changes nothing.
 */
export function linkThroughEnglish<T extends LinkableEntry>(
  entries: readonly T[],
  code: 'de' | 'he',
  index: EnglishIndex,
  source: string,
): number {
  const unambiguous = unambiguousSenses(entries);
  let linked = 0;
  for (const entry of entries) {
    delete entry.translations[code];
    delete entry.pivot[code];
    entry.sources = entry.sources.filter((id) => id !== source);
    const words: string[] = [];
    for (const sense of unambiguous.get(entry) ?? []) {
      const english = sense.en ?? [];
      for (const candidate of index.get(key(english[0]!, sense.pos)) ?? []) {
        const { requires } = candidate;
        if (requires && !english.some((word) => word.toLowerCase() === requires)) continue;
        if (sameMeaning(english, candidate.en) && !words.includes(candidate.word)) words.push(candidate.word);
      }
    }
    if (words.length === 0) continue;
    entry.translations[code] = words.slice(0, MAX_LINKED);
    entry.pivot[code] = 'en';
    entry.sources = [...entry.sources, source].sort();
    linked++;
  }
  return linked;
}

/** Runs the link over the written dictionaries in `gplDirectory`; skips what is not built yet. */
export function linkTranslations(
  gplDirectory: string,
  curatedHebrew = join(gplDirectory, '..', '..', 'curated', 'he', 'en-he.tsv'),
): void {
  const german = readJsonlGz<LinkableEntry>(join(gplDirectory, 'dictionary-de.jsonl.gz'));
  const hebrew = existsSync(curatedHebrew) ? parseEnglishHebrew(readFileSync(curatedHebrew, 'utf8')) : null;
  if (!german) console.warn('link: no dictionary-de.jsonl.gz yet, German links skipped');
  if (!hebrew) console.warn(`link: no ${curatedHebrew} yet, Hebrew links skipped`);
  if (!german && !hebrew) return;
  const isVulgar = vulgarEnglish();
  const germanByEnglish = german
    ? germanIndex(german, (english, pos) => isVulgar(english, pos as PartOfSpeech))
    : null;
  for (const code of ROMANCE_CODES) {
    const path = join(gplDirectory, `dictionary-${code}.jsonl.gz`);
    const entries = readJsonlGz<LinkableEntry>(path);
    if (!entries) continue;
    const counts: string[] = [];
    if (germanByEnglish)
      counts.push(`de ${linkThroughEnglish(entries, 'de', germanByEnglish, GERMAN_LINK_SOURCE)}`);
    if (hebrew) counts.push(`he ${linkThroughEnglish(entries, 'he', hebrew, HEBREW_LINK_SOURCE)}`);
    writeJsonlGz(path, entries);
    console.log(`link dictionary-${code}: ${counts.join(', ')}`);
  }
}
