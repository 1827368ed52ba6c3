import type { WikdictEntry } from './wikdict';

// English translations of German words reached through a third language in Wiktionary-based
// dictionaries (German -> Finnish -> English, German -> Polish -> English). They do not come from Ding,
// so an English translation that Ding gives and a pivot also reaches has two independent sources; the
// first senses on both legs weigh most, as Wiktionary lists a word's commonest sense first.

export type PivotWeights = Map<string, Map<string, number>>;

// How the pivot dictionaries spell an English translation they reach (Turkish, not turkish).
export type EnglishSpellings = Map<string, string>;

export function normaliseEnglish(text: string): string {
  return text
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/^to\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function byHeadword(entries: WikdictEntry[]): Map<string, WikdictEntry[]> {
  const map = new Map<string, WikdictEntry[]>();
  for (const entry of entries) map.set(entry.headword, [...(map.get(entry.headword) ?? []), entry]);
  return map;
}

// germanToPivot: deu-X entries; pivotToEnglish: X-eng entries. Adds to `weights` so that several
// pivot languages sum up.
export function addPivot(
  weights: PivotWeights,
  germanToPivot: WikdictEntry[],
  pivotToEnglish: WikdictEntry[],
  spellings: EnglishSpellings = new Map(),
) {
  const english = byHeadword(pivotToEnglish);
  for (const entry of germanToPivot) {
    const found = new Map<string, number>();
    entry.senses.forEach((sense, s) => {
      for (const word of sense) {
        for (const pivotEntry of english.get(word) ?? []) {
          pivotEntry.senses.forEach((englishSense, t) => {
            for (const term of englishSense) {
              const key = normaliseEnglish(term);
              if (key && !spellings.has(key)) spellings.set(key, term.replace(/^to\s+/, '').trim());
              const weight = 1 / (1 + s) / (1 + t);
              if (key && weight > (found.get(key) ?? 0)) found.set(key, weight);
            }
          });
        }
      }
    });
    const into = weights.get(entry.headword) ?? new Map<string, number>();
    for (const [key, weight] of found) into.set(key, (into.get(key) ?? 0) + weight);
    weights.set(entry.headword, into);
  }
}
