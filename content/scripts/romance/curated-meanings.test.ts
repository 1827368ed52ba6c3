import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { curatedLineProblems, wordsEnglishDoesNotUse } from '../curated-lines';
import { readJsonlGz } from '../read-jsonl-gz';
import {
  CURATED_MEANINGS_SOURCE,
  curatedMeaningsFile,
  meaningsByLemma,
  readCuratedMeanings,
  withCuratedMeanings,
} from './curated-meanings';
import type { DictionaryEntry } from './entry';
import { ROMANCE_CODES } from './languages';

const GPL = path.resolve(import.meta.dirname, '../../data/gpl');

function tsvFile(text: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'meanings-')), 'xx.tsv');
  fs.writeFileSync(file, text);
  return file;
}

describe('readCuratedMeanings', () => {
  it('reads lemma, part of speech, the English in order and the reason', () => {
    const file = tsvFile(
      'lemma\tpart_of_speech\tenglish\treason\nmejor\tadjective\tbetter; best\twas "good"\n',
    );
    expect(readCuratedMeanings(file)).toEqual([
      { lemma: 'mejor', pos: 'adjective', english: ['better', 'best'], reason: 'was "good"' },
    ]);
    expect(readCuratedMeanings(path.join(os.tmpdir(), 'no-such-file.tsv'))).toEqual([]);
  });

  it('refuses another header or an unknown part of speech', () => {
    expect(() => readCuratedMeanings(tsvFile('lemma\tenglish\nmejor\tbetter\n'))).toThrow(
      'the header must be',
    );
    expect(() =>
      readCuratedMeanings(tsvFile('lemma\tpart_of_speech\tenglish\treason\nmejor\tadj\tbetter\tx\n')),
    ).toThrow('"adj" is not a part of speech');
  });
});

describe('withCuratedMeanings', () => {
  const from = (word: string, ...pos: ('noun' | 'adverb' | 'adjective')[]) => ({
    word,
    pos: new Set(pos),
    support: 2,
    sources: ['apertium-fr-es+apertium-eng-spa'],
  });

  it('puts ours first under their part of speech, keeps the sources’ under the others', () => {
    // fr "pas": the sources give the noun only; "ne ... pas" is "not".
    const accepted = [from('step', 'noun'), from('pace', 'noun', 'adverb'), from('stride')];
    const result = withCuratedMeanings(accepted, new Map([['adverb', ['not']]]));
    expect(result.map(({ word, pos }) => [word, [...pos]])).toEqual([
      ['not', ['adverb']],
      ['step', ['noun']],
      ['pace', ['noun']],
    ]);
    expect(result[0]!.sources).toEqual([CURATED_MEANINGS_SOURCE]);
  });

  it('changes nothing for a lemma with none', () => {
    const accepted = [from('good', 'adjective')];
    expect(withCuratedMeanings(accepted, undefined)).toEqual(accepted);
  });
});

describe.each(ROMANCE_CODES)('the curated meanings of %s', (code) => {
  const meanings = readCuratedMeanings(curatedMeaningsFile(code));
  const entries = readJsonlGz<DictionaryEntry>(path.join(GPL, `dictionary-${code}.jsonl.gz`)) ?? [];
  const byLemma = new Map(entries.map((entry) => [entry.lemma, entry]));

  it('are sorted, one line a lemma and part of speech, each with English and a reason', () => {
    expect(curatedLineProblems(meanings)).toEqual([]);
    expect(meaningsByLemma(meanings).size).toBeGreaterThan(0);
  });

  it('use only words English uses (SUBTLEX-US)', () => {
    expect(wordsEnglishDoesNotUse(meanings.flatMap(({ english }) => english))).toEqual([]);
  });

  it('are what the shipped dictionary gives under that part of speech', () => {
    const wrong = meanings.filter(({ lemma, pos, english }) => {
      const sense = byLemma.get(lemma)?.senses.find((candidate) => candidate.pos === pos);
      return sense?.en.join('; ') !== english.join('; ');
    });
    expect(wrong).toEqual([]);
  });
});

// A curated meaning changes what a learner reads, not how common the lemma is: the ranking weighs a
// lemma that shares forms with others by the sources' first English word (draft.ts). With ours, fr
// "reste" ("remainder", not "rest") handed its form to "rester" and fell from 380 to 3,756, "durant"
// ("during", not "for") to "durer" (1,186 to 3,314), "marque" ("brand") to "marquer" (1,010 to 2,747).
describe('the ranks of lemmas with a curated meaning', () => {
  it('stay where the sources put them', () => {
    const fr = new Map(
      (readJsonlGz<DictionaryEntry>(path.join(GPL, 'dictionary-fr.jsonl.gz')) ?? []).map((entry) => [
        entry.lemma,
        entry.rank,
      ]),
    );
    expect(fr.get('reste')).toBeLessThan(500);
    expect(fr.get('durant')).toBeLessThan(1500);
    expect(fr.get('marque')).toBeLessThan(1500);
  });
});
