import { describe, expect, it } from 'vitest';
import { decodeDictdNumber, parseDictd, parseEntry } from './freedict';

describe('FreeDict dictd files', () => {
  it('decodes dictd base64 numbers', () => {
    expect(decodeDictdNumber('A')).toBe(0);
    expect(decodeDictdNumber('B')).toBe(1);
    expect(decodeDictdNumber('BA')).toBe(64);
    expect(decodeDictdNumber('vOT')).toBe(47 * 64 * 64 + 14 * 64 + 19);
  });

  it('reads the header labels and numbered senses of an entry', () => {
    const entry = parseEntry('aposento /ɐpuzˈeɪŋtʊ/ <n, masc>\n1. abode, dwelling\n2. chamber; room\n');
    expect(entry).toEqual({
      headword: 'aposento',
      labels: ['n', 'masc'],
      translations: ['abode', 'dwelling', 'chamber', 'room'],
    });
  });

  it('finds each entry through the index', () => {
    const perro = Buffer.from('perro /pˈero/\ndog\n');
    const gato = Buffer.from('gato /ɡˈato/\ncat\n');
    const dict = Buffer.concat([perro, gato]);
    // Offsets and lengths count bytes ("ˈ" takes two): both entries are 19 bytes (T).
    const index = ['00databaseshort\tA\tB', 'perro\tA\tT', 'gato\tT\tT'].join('\n');
    expect([perro.length, gato.length]).toEqual([19, 19]);
    expect(parseDictd(index, dict).map((entry) => [entry.headword, entry.translations])).toEqual([
      ['perro', ['dog']],
      ['gato', ['cat']],
    ]);
  });
});
