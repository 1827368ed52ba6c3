/**
 * The link step: adds German ("de") and Hebrew ("he") translations to the Spanish, French, Italian and
 * Portuguese dictionaries through English, and Hebrew to the German one, once the German dictionary and
 * the curated English->Hebrew list exist. A pivot through English is only as good as the English word is
 * unambiguous, so a link is made only when the English word maps back: the entry's first English
 * translation for a part of speech must be, among all entries of its language, the best-ranked one whose
 * first translation for that part of speech is that word (es "perro" -> "dog" -> "perro", but es "can" ->
 * "dog" -> "perro", not "can").
 * Which German words found that way are kept, and in what order, is `translationsOfSense`'s: by how
 * common each is and how central the English word is to it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
    /**
     * How central the English word is to the translation: `main` when it is the first word of its first
     * sense (German "Haus" for "house"), else `sense` (the sense's index) ranks it; absent for a list
     * without senses (the Hebrew one), which counts as main.
     */
    main?: boolean;
    sense?: number;
    /** Found by a later word of its first sense, not the word that names it (German "auf" [in, at, on] for "on"). */
    synonym?: boolean;
    /** The translation's frequency rank in its language (German entries); absent for the Hebrew list. */
    rank?: number;
    /** Found only by a sense that also lists this English word (see germanIndex). */
    requires?: string;
  }[]
>;

const MAX_LINKED = 3;
export const GERMAN_LINK_SOURCE = 'dictionary-de';
export const HEBREW_LINK_SOURCE = 'curated-en-he';
/** The source id of a dictionary's own Hebrew lines (`curated/he/<code>-he.tsv`): `curated-de-he`. */
export const directHebrewSource = (code: string) => `curated-${code}-he`;

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
 * German entries indexed by the English words that name a sense, best rank first: the first word of
 * every sense, and every word of the first sense (German "auf" is [in, at, on]: es "sobre" [on] should
 * find it). A vulgar word's place does not count against a plain one: the Romance entries put a plain
 * English word first (es "gallo": "rooster, cock"), where the German dictionary keeps its source's order
 * ("Hahn": "cock, rooster"). Found through a later word of a sense that begins with a vulgar one, it
 * links only a sense that lists the vulgar word too: es "estrépito" ("bang", a noise) must not find
 * "Fick" ("fuck, fucking, bang").
 */
export function germanIndex(
  entries: readonly LinkableEntry[],
  isVulgar: (english: string, pos: string) => boolean = () => false,
): EnglishIndex {
  const index: EnglishIndex = new Map();
  for (const entry of [...entries].sort((a, b) => a.rank - b.rank)) {
    entry.senses.forEach((sense, senseIndex) => {
      const english = sense.en ?? [];
      const first = english[0];
      if (!first) return;
      const vulgarFirst = isVulgar(first.toLowerCase(), sense.pos);
      const plain = english.find((word) => !isVulgar(word.toLowerCase(), sense.pos));
      english.forEach((word, position) => {
        // A later sense is named by its first word (its first plain one when that is vulgar).
        if (senseIndex > 0 && position > 0 && !(vulgarFirst && word === plain)) return;
        const list = index.get(key(word, sense.pos)) ?? [];
        if (list.some((known) => known.word === entry.lemma)) return;
        const requires = position > 0 && vulgarFirst ? first.toLowerCase() : undefined;
        const named = position === 0 || (vulgarFirst && word === plain);
        const main = senseIndex === 0 && named;
        list.push({
          word: entry.lemma,
          en: english,
          main,
          sense: senseIndex,
          rank: entry.rank,
          ...(named ? {} : { synonym: true }),
          ...(requires ? { requires } : {}),
        });
        index.set(key(word, sense.pos), list);
      });
    });
  }
  return index;
}

/**
 * Parts of speech the dictionaries and WordNet draw differently for the same word: a numeral is an
 * adjective or a noun in WordNet (German "zwei", es "dos" are "two"; "tausend" is "thousand"), and
 * what one source calls a pronoun another calls a determiner ("mein", "alle", "beide": my, all,
 * both; es "ese": that) or a noun ("nada": nothing). A sense of such a part of speech with no Hebrew
 * line of its own takes the English word's line under the first of these that has one. Only these:
 * an adverb or a noun read as an adjective is another word ("familiar" [family] is not משפחה).
 */
const HEBREW_PART_OF_SPEECH_STAND_INS: Record<string, readonly string[]> = {
  numeral: ['adjective', 'noun'],
  pronoun: ['determiner', 'noun'],
  determiner: ['pronoun', 'adjective'],
};

/**
 * English words whose line does not stand in for another part of speech: "whose" the determiner asks
 * (של מי), where the Romance pronouns "cuyo", "dont", "cui" relate.
 */
const NO_STAND_IN = new Set(['whose']);

/** A line's translations, `a; b`, in order, without blanks. */
function splitTranslations(translations: string): string[] {
  return translations
    .split(';')
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

/**
 * The English lines whose Hebrew does not pass through the link (`lemma<TAB>pos<TAB>reason`): right
 * for English, but the other dictionaries use the English word for another of its senses (es "acceso"
 * [fit] is access, not התקף; German "gewinnen" [extract] is win, not לחלץ).
 */
export function parseUnlinkedHebrew(text: string): Set<string> {
  const keys = new Set<string>();
  for (const line of text.split('\n').slice(1)) {
    const [lemma, pos, reason] = line.split('\t');
    if (lemma && pos && reason) keys.add(key(lemma, pos));
  }
  return keys;
}

/**
 * The curated English->Hebrew list: `lemma<TAB>pos<TAB>translation; translation`, without the lines
 * `unlinked` names (see parseUnlinkedHebrew).
 */
export function parseEnglishHebrew(text: string, unlinked: ReadonlySet<string> = new Set()): EnglishIndex {
  const index: EnglishIndex = new Map();
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [lemma, pos, translations] = line.split('\t');
    if (!lemma || !pos || !translations || pos === 'pos') continue;
    if (unlinked.has(key(lemma, pos))) continue;
    const words = splitTranslations(translations);
    const list = index.get(key(lemma, pos)) ?? [];
    for (const word of words) if (!list.some((known) => known.word === word)) list.push({ word, en: [] });
    index.set(key(lemma, pos), list);
  }
  // Stand-ins come from the written lines only, never from one another.
  const written = new Map(index);
  const english = new Set([...written.keys()].map((found) => found.split('\t')[0]!));
  for (const word of english) {
    if (NO_STAND_IN.has(word)) continue;
    for (const [pos, standIns] of Object.entries(HEBREW_PART_OF_SPEECH_STAND_INS)) {
      if (written.has(key(word, pos))) continue;
      const line = standIns.map((standIn) => written.get(key(word, standIn))).find((found) => found);
      if (line) index.set(key(word, pos), line);
    }
  }
  return index;
}

type Candidate = NonNullable<ReturnType<EnglishIndex['get']>>[number];

/** How far from its main meaning a candidate's English word is (see translationsOfSense). */
function distance({ main, synonym, sense = 0 }: Candidate): number {
  if (main) return 1;
  if (synonym) return 2;
  return (1 + sense) ** 2;
}

/**
 * How much the English of the two senses makes a candidate likelier: sharing two words or more halves
 * its score; a main meaning that shares too few (`sameMeaning`) counts as three times rarer.
 */
function likeness(senseEnglish: readonly string[], candidateEnglish: readonly string[]): number {
  if (!sameMeaning(senseEnglish, candidateEnglish)) return 3;
  const theirs = new Set(candidateEnglish.map((word) => word.toLowerCase()));
  return senseEnglish.filter((word) => theirs.has(word.toLowerCase())).length >= 2 ? 1 / 2 : 1;
}

/** Kept: the candidates whose score is within this factor of the best one's. */
const WITHIN = 6;

/**
 * The translations of one sense (its English words, the first of which found `candidates`), likeliest
 * first. A German candidate must mean the same (`sameMeaning`), unless the English word is its main
 * meaning, the first word of its first sense (fr "fin" [end, ending] and "Ende" [end, close]; "devoir"
 * [have to, owe] and "müssen" [have to, have got to]). Its score is its rank (how common the word is)
 * times how far the English word is from its main meaning (1 for the main one, 2 for a later word of the
 * first sense, (1 + n)² for the first word of sense n) times `likeness`; the candidates within six times
 * the best score are kept. So a common German word that has the English word only as a late sense no
 * longer comes first: "fin" takes "Ende", not "Ziel" (rank 490, whose fourth sense is "end"); "maison"
 * takes "Haus", no longer also "Geschlecht" (a noble house); "devoir" [duty] takes "Pflicht" before
 * "Dienst"; "sur" [on] takes "auf" first. A list without ranks (the Hebrew one) keeps its own order.
 */
export function translationsOfSense(english: readonly string[], candidates: readonly Candidate[]): string[] {
  const usable = candidates.filter(
    (candidate) =>
      (!candidate.requires || english.some((word) => word.toLowerCase() === candidate.requires)) &&
      ((candidate.main ?? true) || sameMeaning(english, candidate.en)),
  );
  // A later word of a sense is a synonym there, not what the sense means: enough to rank a
  // translation among others, not to be the only evidence (es "momia" [mummy] is not "Mama" [mum,
  // mummy, mom]).
  if (usable.every((candidate) => candidate.synonym)) return [];
  if (usable.some((candidate) => candidate.rank === undefined)) return usable.map(({ word }) => word);
  const scored = usable
    .map((candidate) => ({
      word: candidate.word,
      score: candidate.rank! * distance(candidate) * likeness(english, candidate.en),
    }))
    .sort((a, b) => a.score - b.score);
  const best = scored[0]!.score;
  return scored.filter(({ score }) => score <= best * WITHIN).map(({ word }) => word);
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
    // Sorted whether or not a link is made, so an entry that loses its link (a line taken off the list)
    // reads as it would have after a fresh build, whatever ran before.
    entry.sources = entry.sources.filter((id) => id !== source).sort();
    const words: string[] = [];
    for (const sense of unambiguous.get(entry) ?? []) {
      for (const word of translationsOfSense(sense.en ?? [], index.get(key(sense.en![0]!, sense.pos)) ?? []))
        if (!words.includes(word)) words.push(word);
    }
    if (words.length === 0) continue;
    entry.translations[code] = words.slice(0, MAX_LINKED);
    entry.pivot[code] = 'en';
    entry.sources = [...entry.sources, source].sort();
    linked++;
  }
  return linked;
}

/** A dictionary's own Hebrew lines, by lemma: each line's part of speech and words, in the file's order. */
export type DirectHebrew = Map<string, { pos: string; words: string[] }[]>;

/**
 * A dictionary's own Hebrew (`lemma<TAB>pos<TAB>a; b`, a header line first), written from the word
 * itself where going through English finds nothing or the wrong sense: German "tun" shares "do" with
 * the commoner "machen", which owns it for the link, and "dort" shares "there" with "da".
 */
export function parseDirectHebrew(text: string): DirectHebrew {
  const lines: DirectHebrew = new Map();
  for (const line of text.split('\n').slice(1)) {
    const [lemma, pos, translations] = line.split('\t');
    if (!lemma || !pos || !translations) continue;
    lines.set(lemma, [...(lines.get(lemma) ?? []), { pos, words: splitTranslations(translations) }]);
  }
  return lines;
}

/**
 * Puts a dictionary's own Hebrew lines in place of what the link gave: an entry with lines reads their
 * words (its lines in the file's order, each word once; only parts of speech the entry has) with no
 * pivot, from `source` and not the English list. Run after linkThroughEnglish, and as often as it is:
 * what an earlier run wrote is replaced.
 */
export function applyDirectHebrew<T extends LinkableEntry>(
  entries: readonly T[],
  lines: DirectHebrew,
  source: string,
): number {
  let applied = 0;
  for (const entry of entries) {
    entry.sources = entry.sources.filter((id) => id !== source);
    const own = (lines.get(entry.lemma) ?? []).filter((line) =>
      entry.senses.some((sense) => sense.pos === line.pos),
    );
    const words = [...new Set(own.flatMap((line) => line.words))];
    if (words.length === 0) continue;
    entry.translations.he = words;
    delete entry.pivot.he;
    entry.sources = [...entry.sources.filter((id) => id !== HEBREW_LINK_SOURCE), source].sort();
    applied++;
  }
  return applied;
}

/**
 * Reads `<directory>/<code>-he.tsv`; none when there is no such file, so that applying it still takes
 * away what an earlier run with the file wrote (the entry reads as after a fresh build).
 */
function readDirectHebrew(directory: string, code: string): DirectHebrew {
  const file = join(directory, `${code}-he.tsv`);
  return existsSync(file) ? parseDirectHebrew(readFileSync(file, 'utf8')) : new Map();
}

/** Runs the link over the written dictionaries in `gplDirectory`; skips what is not built yet. */
export function linkTranslations(
  gplDirectory: string,
  curatedHebrew = join(gplDirectory, '..', '..', 'curated', 'he', 'en-he.tsv'),
): void {
  const german = readJsonlGz<LinkableEntry>(join(gplDirectory, 'dictionary-de.jsonl.gz'));
  const unlinkedFile = join(dirname(curatedHebrew), 'en-he-unlinked.tsv');
  const unlinked = existsSync(unlinkedFile)
    ? parseUnlinkedHebrew(readFileSync(unlinkedFile, 'utf8'))
    : new Set<string>();
  const hebrew = existsSync(curatedHebrew)
    ? parseEnglishHebrew(readFileSync(curatedHebrew, 'utf8'), unlinked)
    : null;
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
    const direct = readDirectHebrew(dirname(curatedHebrew), code);
    counts.push(`he of its own ${applyDirectHebrew(entries, direct, directHebrewSource(code))}`);
    writeJsonlGz(path, entries);
    console.log(`link dictionary-${code}: ${counts.join(', ')}`);
  }
  // German gets Hebrew the same way (a Hebrew speaker learning German would otherwise read English).
  if (german && hebrew) {
    const linked = linkThroughEnglish(german, 'he', hebrew, HEBREW_LINK_SOURCE);
    const own = applyDirectHebrew(
      german,
      readDirectHebrew(dirname(curatedHebrew), 'de'),
      directHebrewSource('de'),
    );
    writeJsonlGz(join(gplDirectory, 'dictionary-de.jsonl.gz'), german);
    console.log(`link dictionary-de: he ${linked}, he of its own ${own}`);
  }
}
