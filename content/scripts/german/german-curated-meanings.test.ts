import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { curatedLineProblems, wordsEnglishDoesNotUse } from '../curated-lines';
import { defaultOutFile } from './build-german';
import { parseEntries, sourceIds } from './dictionary-entry';
import type { DingSense } from './ding-senses';
import {
  curatedFirst,
  readGermanCuratedMeanings,
  withGermanCuratedMeanings,
} from './german-curated-meanings';

const header = 'lemma\tpart_of_speech\tgender\tenglish\treason\n';

function tsvFile(text: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'meanings-de-')), 'de.tsv');
  fs.writeFileSync(file, text);
  return file;
}

const dingSense = (lemma: string, pos: DingSense['pos'], en: string): DingSense => ({
  lemma,
  pos,
  gender: null,
  plural: false,
  en: [{ text: en, labels: [] }],
  labels: [],
  line: 3,
  position: 0,
  synonyms: 1,
  subEntries: 1,
  forms: [],
});

describe('readGermanCuratedMeanings', () => {
  it('reads the lemma, part of speech, gender (pl for a plural-only noun), English and reason', () => {
    const file = tsvFile(
      `${header}Eltern\tnoun\tpl\tparents\tonly a plural in Ding\nFriedhof\tnoun\tm\tcemetery; graveyard\tnone\nzwar\tadverb\t\tadmittedly\tphrases only\n`,
    );
    expect(readGermanCuratedMeanings(file)).toEqual([
      {
        lemma: 'Eltern',
        pos: 'noun',
        gender: null,
        plural: true,
        english: ['parents'],
        reason: 'only a plural in Ding',
      },
      {
        lemma: 'Friedhof',
        pos: 'noun',
        gender: 'm',
        plural: false,
        english: ['cemetery', 'graveyard'],
        reason: 'none',
      },
      {
        lemma: 'zwar',
        pos: 'adverb',
        gender: null,
        plural: false,
        english: ['admittedly'],
        reason: 'phrases only',
      },
    ]);
  });

  it('refuses another header, an unknown part of speech, and a gender on anything but a noun', () => {
    expect(() => readGermanCuratedMeanings(tsvFile('lemma\tenglish\nzwar\tadmittedly\n'))).toThrow(
      'the header must be',
    );
    expect(() => readGermanCuratedMeanings(tsvFile(`${header}zwar\tadverbial\t\tadmittedly\tx\n`))).toThrow(
      'is not a part of speech',
    );
    expect(() => readGermanCuratedMeanings(tsvFile(`${header}zwar\tadverb\tm\tadmittedly\tx\n`))).toThrow(
      'a noun has a gender',
    );
    expect(() => readGermanCuratedMeanings(tsvFile(`${header}Friedhof\tnoun\t\tcemetery\tx\n`))).toThrow(
      'a noun has a gender',
    );
  });
});

describe('withGermanCuratedMeanings and curatedFirst', () => {
  it('replace what Ding gives under that part of speech, keep the others, and come first', () => {
    const ding = new Map([
      [
        'ehemalig',
        [dingSense('ehemalig', 'adjective', 'ancient'), dingSense('ehemalig', 'adverb', 'formerly')],
      ],
    ]);
    const [line] = readGermanCuratedMeanings(
      tsvFile(`${header}ehemalig\tadjective\t\tformer\tDing: ancient\n`),
    );
    withGermanCuratedMeanings(ding, [line!]);
    const senses = ding.get('ehemalig')!;
    expect(senses.map(({ pos, curated, en }) => [pos, curated ?? false, en[0]!.text])).toEqual([
      ['adjective', true, 'former'],
      ['adverb', false, 'formerly'],
    ]);
    const ranked = curatedFirst(
      senses,
      { senses: [{ pos: 'adverb', gender: null, en: ['formerly', 'former'] }], pivotAgrees: true },
      5,
    );
    expect(ranked.senses).toEqual([
      { pos: 'adjective', gender: null, en: ['former'] },
      { pos: 'adverb', gender: null, en: ['formerly'] },
    ]);
  });
});

describe('the checks every curated-meanings file gets', () => {
  it('find lines out of order or twice, without English or a reason, and English no one uses', () => {
    const line = (lemma: string, english: string[], reason = 'why') => ({
      lemma,
      pos: 'noun',
      english,
      reason,
    });
    expect(
      curatedLineProblems([line('b', ['x']), line('a', ['y']), line('a', ['y']), line('c', [], '')]),
    ).toEqual([
      'out of order or twice: a\tnoun',
      'out of order or twice: a\tnoun',
      'no English or no reason: c noun',
    ]);
    expect(wordsEnglishDoesNotUse(['so-called', 'cemetery', 'flibbertigibbetish'])).toEqual([
      'flibbertigibbetish',
    ]);
  });
});

describe('the German curated meanings', () => {
  const meanings = readGermanCuratedMeanings();
  const entries = parseEntries(fs.readFileSync(defaultOutFile));
  const byLemma = new Map(entries.map((entry) => [entry.lemma, entry]));

  it('are sorted, one line a lemma and part of speech, each with English and a reason', () => {
    expect(curatedLineProblems(meanings)).toEqual([]);
    expect(meanings.length).toBeGreaterThan(20);
  });

  it('use only words English uses (SUBTLEX-US)', () => {
    expect(wordsEnglishDoesNotUse(meanings.flatMap(({ english }) => english))).toEqual([]);
  });

  it('are what the shipped dictionary gives, first, with their source named', () => {
    const wrong = meanings.filter(({ lemma, pos, gender, english }) => {
      const entry = byLemma.get(lemma);
      const sense = entry?.senses.find((candidate) => candidate.pos === pos);
      return (
        sense?.en.join('; ') !== english.join('; ') ||
        sense.gender !== gender ||
        !entry?.sources.includes(sourceIds.curated)
      );
    });
    expect(wrong.map(({ lemma }) => lemma)).toEqual([]);
    // A word Ding has no line for names no Ding source.
    expect(byLemma.get('Friedhof')!.sources).not.toContain(sourceIds.ding);
    expect(byLemma.get('Friedhof')!.forms).toContain('Friedhöfe');
    expect(byLemma.get('zwar')!.rank).toBeLessThan(1000);
  });
});
