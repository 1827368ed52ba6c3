import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmuArpabet } from '~/content/scripts/english/cmu-ipa';
import {
  parseHebrewTranslations,
  readHebrewTranslations,
} from '~/content/scripts/english/hebrew-translations';
import { partsOfSpeech as wordPartsOfSpeech } from '~/core/dictionary/word-values';
import {
  ENGLISH_ENRICHMENT_FILE,
  ENGLISH_FORMS_FILE,
  type EnglishEnrichment,
  type EnglishForms,
  englishFile,
} from './english-files';
import { readJsonlGz } from './jsonl-gz';

// Reads the committed English files (not WordNet itself, which takes seconds): the build checked
// every Hebrew line and function word against WordNet and Apertium; this checks what was committed.
// The contract's parts of speech: the editor's ten and numerals.
const partsOfSpeech = new Set<string>([...wordPartsOfSpeech, 'numeral']);

let enrichment: EnglishEnrichment[];
let byLemma: Map<string, EnglishEnrichment>;
let forms: Map<string, string[]>;
beforeAll(() => {
  enrichment = readJsonlGz<EnglishEnrichment>(englishFile(ENGLISH_ENRICHMENT_FILE));
  byLemma = new Map(enrichment.map((line) => [line.lemma, line]));
  forms = new Map(
    readJsonlGz<EnglishForms>(englishFile(ENGLISH_FORMS_FILE)).map((line) => [line.lemma, line.forms]),
  );
});

describe('the committed English data', () => {
  it('has the whole of WordNet, ranked 1..N without gaps', () => {
    expect(enrichment.length).toBeGreaterThan(147_000);
    expect(enrichment.findIndex((line, index) => line.rank !== index + 1)).toBe(-1);
    expect(new Set(enrichment.map((line) => line.lemma.toLowerCase())).size).toBe(enrichment.length);
  });

  it('gives an IPA to every one of the top 20,000 the CMU dictionary has', () => {
    const missing = enrichment.slice(0, 20_000).filter((line) => cmuArpabet(line.lemma) && !line.ipa);
    expect(missing.map((line) => line.lemma)).toEqual([]);
    expect(byLemma.get('dog')?.ipa).toBe('ˈdɔɡ');
  });

  it('starts with everyday words', () => {
    const top = enrichment.slice(0, 200).map((line) => line.lemma);
    expect(top).toEqual(expect.arrayContaining(['you', 'the', 'know', 'go', 'good', 'man', 'time', 'day']));
    expect(top).not.toEqual(expect.arrayContaining(['s', 't', 'don', 'jack', 'Paris']));
    expect(enrichment.slice(0, 5000).every((line) => line.ipa !== undefined && line.pos.length > 0)).toBe(
      true,
    );
  });

  it('writes everyday words in lower case where WordNet capitalises a name, and ranks them by use', () => {
    // WordNet's first sense of these is a name (the planet, Satan); as names they ranked after 107,000.
    for (const lemma of ['earth', 'moon', 'north', 'south', 'devil']) {
      expect(byLemma.get(lemma)?.rank, lemma).toBeLessThan(2000);
      expect(byLemma.has(lemma.charAt(0).toUpperCase() + lemma.slice(1)), lemma).toBe(false);
    }
    expect(byLemma.get('Mr')?.rank).toBeLessThan(500);
    expect(byLemma.get('Thanksgiving')?.rank).toBeLessThan(5000);
    expect(byLemma.get('yes')?.pos).toEqual(['adverb', 'noun']);
  });

  it('has real inflected forms', () => {
    expect(forms.get('child')).toContain('children');
    expect(forms.get('run')).toEqual(expect.arrayContaining(['ran', 'running', 'runs']));
    expect(forms.get('good')).toEqual(expect.arrayContaining(['better', 'best']));
    expect(forms.get('mouse')).toContain('mice');
  });
});

describe('the Hebrew translations', () => {
  const lines = readHebrewTranslations();

  it('cover at least 3,000 lemma and part-of-speech pairs, each once', () => {
    expect(lines.length).toBeGreaterThanOrEqual(3000);
    // The 6,000 commonest lemmas, but for those left out on purpose (vulgar words, names, plurals).
    expect(enrichment.slice(0, 6000).filter((line) => line.translations?.he).length).toBeGreaterThan(5650);
    const keys = lines.map((line) => `${line.lemma}\t${line.pos}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('name a lemma and part of speech of the English data', () => {
    const unknown = lines.filter((line) => !byLemma.get(line.lemma)?.pos.includes(line.pos));
    expect(unknown).toEqual([]);
    expect(lines.every((line) => partsOfSpeech.has(line.pos))).toBe(true);
  });

  it('are Hebrew letters without vowel points, 1 to 3 per line', () => {
    // Letters, the maqaf and geresh, spaces and a little punctuation; no Latin, no niqqud.
    const hebrew = /^[\u05D0-\u05EA\u05BE\u05F3\u05F4 '"(),.-]+$/;
    const bad = lines.filter(
      (line) =>
        line.hebrew.length > 3 ||
        line.hebrew.some((word) => !hebrew.test(word) || !/[\u05D0-\u05EA]/.test(word)),
    );
    expect(bad).toEqual([]);
  });

  it('are sorted by rank and the build put them into the enrichment', () => {
    const ranks = lines.map((line) => byLemma.get(line.lemma)!.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(byLemma.get('dog')?.translations?.he).toContain('כלב');
  });

  it('name in en-he-unlinked.tsv only lines they have, each with its reason', () => {
    const text = fs.readFileSync(new URL('../curated/he/en-he-unlinked.tsv', import.meta.url), 'utf8');
    const [header, ...rows] = text.trimEnd().split('\n');
    expect(header).toBe('lemma\tpos\treason');
    const keys = new Set(lines.map((line) => `${line.lemma}\t${line.pos}`));
    const problems = rows
      .map((row) => row.split('\t'))
      .filter(([lemma, pos, reason]) => !keys.has(`${lemma}\t${pos}`) || !reason?.trim());
    expect(problems).toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('parse a header and "; "-separated translations', () => {
    const text = fs.readFileSync(new URL('../curated/he/en-he.tsv', import.meta.url), 'utf8');
    expect(text.split('\n')[0]).toBe('lemma\tpos\the');
    expect(parseHebrewTranslations('lemma\tpos\the\nrun\tverb\tלרוץ; לנהל\n')).toEqual([
      { lemma: 'run', pos: 'verb', hebrew: ['לרוץ', 'לנהל'] },
    ]);
  });
});
