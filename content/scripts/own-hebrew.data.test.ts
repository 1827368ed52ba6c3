import fs from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LinkableEntry } from './link-translations';
import { readJsonlGz } from './read-jsonl-gz';

// A dictionary's own Hebrew (content/curated/he/<code>-he.tsv) against the committed dictionary the
// link step wrote it into (no Debian packages needed).
const CONTENT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Per language: how far down the ranks every entry reads Hebrew, the entries there left without it on
 * purpose (vulgar words, slurs and pornography, as in the English list; an article Hebrew has no word
 * for; German words whose only senses in the source are wrong, and es "franklin", a source's stray
 * entry), and words whose Hebrew only the file gives or mends (English gave none, or another sense of
 * its word).
 */
const CASES = {
  de: {
    top: 4000,
    without: [
      ...['Arsch', 'Arschloch', 'Bastard', 'Fick', 'Fresse', 'Hure', 'Nutte', 'Penner', 'Scheiß'],
      ...['Scheißkerl', 'Schlampe', 'Wichser', 'beschissen', 'ficken', 'geil', 'kotzen', 'verarschen'],
      ...['versauen', 'vögeln'],
      // The source's only senses are wrong: umfasst "rimmed", Louis "pimp", Boy "baize, boys".
      ...['Boy', 'Louis', 'umfasst'],
    ],
    read: [
      ['tun', 'לעשות'],
      ['dort', 'שם'],
      ['liegen', 'לשכב'],
      ['Partei', 'מפלגה'],
      ['Revier', 'תחנת משטרה'],
    ],
  },
  es: {
    top: 4000,
    without: [
      ...['bastardo', 'cagar', 'coño', 'joder', 'mear', 'mierda', 'pedo', 'porno', 'pornografía', 'puta'],
      ...['teta', 'franklin'],
    ],
    read: [
      ['estar', 'להיות'],
      ['llegar', 'להגיע'],
      ['copa', 'גביע'],
      ['cumplir', 'לקיים'],
    ],
  },
  fr: {
    top: 4000,
    // Vulgar words, a slur and pornography; then entries that are no everyday French word: "coté"
    // (as a noun, a misspelt "côté"), and verbs the analyser made of other words' forms ("daller" of
    // "dalle", "arriérer" of "arriéré", "métrer" of "mètre", "caserner", "arraché", archaic "tortu").
    without: ['merde', 'cul', 'con', 'chier', 'porno', 'nègre'].concat([
      'coté',
      'daller',
      'arriérer',
      'arraché',
      'métrer',
      'caserner',
      'tortu',
    ]),
    read: [
      ['votre', 'שלכם'],
      ['merci', 'תודה'],
      ['oui', 'כן'],
      ['regarder', 'להסתכל'],
      ['prendre', 'לקחת'],
      ['poste', 'משרה'],
    ],
  },
  it: {
    top: 4000,
    without: ['bastardo', 'cagare', 'merda', 'porno', 'puttana', 'un'],
    read: [
      ['stare', 'להיות'],
      ['prendere', 'לקחת'],
      ['partire', 'לצאת'],
      ['tranne', 'חוץ מ־'],
    ],
  },
  pt: {
    top: 4000,
    // "bicha" is a queue in Portugal and a slur in Brazil.
    without: ['bicha', 'cagar', 'caralho', 'cu'],
    read: [
      ['estar', 'להיות'],
      ['pegar', 'לקחת'],
      ['mentir', 'לשקר'],
      ['compreender', 'להבין'],
    ],
  },
} as const;

const HEBREW = /^[\u05D0-\u05EA\u05BE\u05F3\u05F4 '"(),.-]+$/;

describe.each(Object.keys(CASES) as (keyof typeof CASES)[])('curated/he/%s-he.tsv', (code) => {
  const entries = readJsonlGz<LinkableEntry>(join(CONTENT, 'data', 'gpl', `dictionary-${code}.jsonl.gz`))!;
  const byLemma = new Map(entries.map((entry) => [entry.lemma, entry]));
  const [header, ...rows] = fs
    .readFileSync(join(CONTENT, 'curated', 'he', `${code}-he.tsv`), 'utf8')
    .trimEnd()
    .split('\n');
  const lines = rows.map((row) => {
    const [lemma = '', pos = '', hebrew = ''] = row.split('\t');
    return { lemma, pos, hebrew: hebrew.split('; ') };
  });
  const lemmas = lines.map((line) => line.lemma);

  it('is sorted by lemma, a line per lemma and part of speech the entry has, 1 to 3 Hebrew words each', () => {
    expect(header).toBe('lemma\tpos\the');
    expect(lemmas).toEqual([...lemmas].sort((a, b) => a.localeCompare(b, code)));
    const keys = lines.map((line) => `${line.lemma}\t${line.pos}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    // Hebrew letters, the maqaf and geresh, spaces and a little punctuation; no Latin, no vowel points.
    const bad = lines.filter(
      (line) =>
        !byLemma.get(line.lemma)?.senses.some((sense) => sense.pos === line.pos) ||
        line.hebrew.length > 3 ||
        line.hebrew.some((word) => !HEBREW.test(word) || !/[\u05D0-\u05EA]/.test(word)),
    );
    expect(bad).toEqual([]);
  });

  it('is what the shipped entries read, in place of what English gave them', () => {
    const source = `curated-${code}-he`;
    const wrong = [...new Set(lemmas)].filter((lemma) => {
      const entry = byLemma.get(lemma)!;
      const words = [...new Set(lines.filter((line) => line.lemma === lemma).flatMap((line) => line.hebrew))];
      return (
        JSON.stringify(entry.translations.he) !== JSON.stringify(words) ||
        entry.pivot.he !== undefined ||
        !entry.sources.includes(source) ||
        entry.sources.includes('curated-en-he')
      );
    });
    expect(wrong).toEqual([]);
    // No entry the file does not name claims it.
    const named = new Set(lemmas);
    expect(entries.filter((entry) => entry.sources.includes(source) && !named.has(entry.lemma))).toEqual([]);
    for (const [lemma, hebrew] of CASES[code].read)
      expect(byLemma.get(lemma)?.translations.he, lemma).toContain(hebrew);
  });

  it('leaves no common entry without Hebrew but those left out on purpose', () => {
    const { top, without } = CASES[code];
    const missing = entries.filter((entry) => entry.rank <= top && !entry.translations.he);
    expect(missing.map((entry) => entry.lemma).sort()).toEqual([...without].sort());
  });
});
