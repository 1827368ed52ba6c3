import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeDictdNumber, readDictdEntries } from './dictd';
import { addPivot, normaliseEnglish, type PivotWeights } from './pivot-translations';
import { parseWikdictEntry } from './wikdict';

// Entries as dictd renders WikDict's TEI (shortened): the next sense's number trails a line.
const hundFin = 'Hund /hʊnt/ <n, masc>\nkoira 2.\nHaustier, dessen Vorfahre der Wolf ist\n 3.\nMitmensch\n';
const hundPol = 'Hund /hʊnt/ <n, masc>\n1. pies, suka\nHaustier\n2. pies\ngemeiner Mitmensch\n';
const koira = 'koira /kˈoira/ <n>\ndog, hound\nkotieläin\n';
const pies = 'pies /pʲjɛs/ <n>\ndog, hound\nzwierzę domowe\n';
const suka = 'suka /ˈsuka/ <n>\nbitch\nsamica psa\n';

describe('WikDict entries', () => {
  it('reads a one-sense entry, its part of speech and gender', () => {
    expect(parseWikdictEntry(hundFin)).toEqual({
      headword: 'Hund',
      pos: 'n',
      gender: 'm',
      senses: [['koira']],
    });
  });

  it('reads numbered senses and leaves definitions out', () => {
    expect(parseWikdictEntry(hundPol)!.senses).toEqual([['pies', 'suka'], ['pies']]);
    expect(parseWikdictEntry('gehen /ɡeːn/ /ˈɡeːən/ <v>\n1. iść, chodzić 2.\nsich bewegen\n')).toMatchObject({
      headword: 'gehen',
      pos: 'v',
      senses: [['iść', 'chodzić']],
    });
  });
});

describe('pivot translations', () => {
  it('weighs English reached through first senses most and sums pivot languages', () => {
    const weights: PivotWeights = new Map();
    addPivot(weights, [parseWikdictEntry(hundFin)!], [parseWikdictEntry(koira)!]);
    addPivot(weights, [parseWikdictEntry(hundPol)!], [parseWikdictEntry(pies)!, parseWikdictEntry(suka)!]);
    const hund = weights.get('Hund')!;
    expect(hund.get('dog')).toBe(2);
    expect(hund.get('hound')).toBe(2);
    expect(hund.get('bitch')).toBe(1);
    expect(hund.has('cat')).toBe(false);
  });

  it('compares English without case, "to" and notes', () => {
    expect(normaliseEnglish('To Go (somewhere)')).toBe('go');
  });
});

describe('dictd files', () => {
  it('decodes dictd’s base-64 numbers', () => {
    expect(decodeDictdNumber('A')).toBe(0);
    expect(decodeDictdNumber('B0')).toBe(64 + 52);
    expect(() => decodeDictdNumber('*')).toThrow();
  });

  it('cuts entries out of the dictionary by the index', () => {
    const text = `${hundFin}${koira}`;
    const dict = zlib.gunzipSync(zlib.gzipSync(Buffer.from(text)));
    const hundBytes = Buffer.byteLength(hundFin);
    const koiraBytes = Buffer.byteLength(koira);
    const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const encode = (n: number) => (n < 64 ? digits[n]! : `${digits[Math.floor(n / 64)]}${digits[n % 64]}`);
    const index = `00-database-info\tA\tB\nHund\tA\t${encode(hundBytes)}\nkoira\t${encode(hundBytes)}\t${encode(koiraBytes)}\n`;
    expect(readDictdEntries(index, dict)).toEqual([
      { headword: 'Hund', text: hundFin },
      { headword: 'koira', text: koira },
    ]);
  });
});
