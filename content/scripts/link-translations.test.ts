import { describe, expect, it } from 'vitest';
import {
  germanIndex,
  type LinkableEntry,
  linkThroughEnglish,
  parseEnglishHebrew,
  sameMeaning,
} from './link-translations';

function entry(lemma: string, rank: number, senses: [string, string[]][]): LinkableEntry {
  return {
    lemma,
    rank,
    senses: senses.map(([pos, en]) => ({ pos, en })),
    translations: { en: senses.flatMap(([, en]) => en) },
    pivot: {},
    sources: ['apertium-eng-spa'],
  };
}

const spanish = () => [
  entry('perro', 10, [['noun', ['dog']]]),
  entry('can', 900, [['noun', ['dog']]]),
  entry('banco', 50, [['noun', ['bank', 'bench']]]),
  entry('camino', 70, [['noun', ['way', 'path']]]),
];

const german = [
  entry('Hund', 20, [['noun', ['dog', 'hound']]]),
  entry('Bank', 30, [['noun', ['bench', 'bank']]]),
  entry('Köter', 5000, [['noun', ['dog']]]),
  entry('Art', 40, [['noun', ['way', 'manner', 'kind']]]),
  entry('Weg', 60, [['noun', ['way', 'path', 'route']]]),
];

describe('linkThroughEnglish', () => {
  it('finds a German sense whose first English word is vulgar by its first plain one', () => {
    const gallo = () => [entry('gallo', 40, [['noun', ['rooster', 'cock']]])];
    const hahn = [entry('Hahn', 60, [['noun', ['cock', 'rooster']]])];
    const isVulgar = (english: string, pos: string) => english === 'cock' && pos === 'noun';
    const plainFirst = gallo();
    expect(linkThroughEnglish(plainFirst, 'de', germanIndex(hahn), 'dictionary-de')).toBe(0);
    expect(linkThroughEnglish(plainFirst, 'de', germanIndex(hahn, isVulgar), 'dictionary-de')).toBe(1);
    expect(plainFirst[0]!.translations.de).toEqual(['Hahn']);
    // Still found by its first word as well.
    const vulgarFirst = [entry('galo', 40, [['noun', ['cock', 'rooster']]])];
    linkThroughEnglish(vulgarFirst, 'de', germanIndex(hahn, isVulgar), 'dictionary-de');
    expect(vulgarFirst[0]!.translations.de).toEqual(['Hahn']);
    // Not by a sense that shares only the plain word ("bang", a noise, is not "Fick").
    const estrepito = [entry('estrépito', 40, [['noun', ['bang']]])];
    const fick = [entry('Fick', 60, [['noun', ['fuck', 'fucking', 'bang']]])];
    const isFuck = (english: string) => english === 'fuck' || english === 'fucking';
    expect(linkThroughEnglish(estrepito, 'de', germanIndex(fick, isFuck), 'dictionary-de')).toBe(0);
  });

  it('links an entry through its first English word when that word maps back to it', () => {
    const entries = spanish();
    const linked = linkThroughEnglish(entries, 'de', germanIndex(german), 'dictionary-de');
    expect(entries[0]!.translations.de).toEqual(['Hund', 'Köter']);
    expect(entries[0]!.pivot).toEqual({ de: 'en' });
    expect(entries[0]!.sources).toEqual(['apertium-eng-spa', 'dictionary-de']);
    // "can" also means "dog", but "dog" maps back to the commoner "perro".
    expect(entries[1]!.translations.de).toBeUndefined();
    // German "Bank" is first "bench", so "bank" finds no German entry whose first sense it is.
    expect(entries[2]!.translations.de).toBeUndefined();
    // "way" also finds "Art" (manner), which shares only "way" with [way, path].
    expect(entries[3]!.translations.de).toEqual(['Weg']);
    expect(linked).toBe(2);
  });

  it('links Hebrew from the curated list and gives the same result when run twice', () => {
    const hebrew = parseEnglishHebrew(
      'lemma\tpos\the\ndog\tnoun\tכלב; כלבלב\nbank\tnoun\tבנק\nbank\tverb\tלהפקיד\n',
    );
    const entries = spanish();
    linkThroughEnglish(entries, 'he', hebrew, 'curated-en-he');
    const once = JSON.stringify(entries);
    linkThroughEnglish(entries, 'he', hebrew, 'curated-en-he');
    expect(JSON.stringify(entries)).toBe(once);
    expect(entries[0]!.translations.he).toEqual(['כלב', 'כלבלב']);
    expect(entries[2]!.translations.he).toEqual(['בנק']);
    expect(entries[1]!.translations.he).toBeUndefined();
  });
});

describe('sameMeaning', () => {
  it('needs as many shared English words as the shorter list has, up to two', () => {
    expect(sameMeaning(['dog'], ['dog', 'hound'])).toBe(true);
    expect(sameMeaning(['way', 'path'], ['way', 'manner'])).toBe(false);
    expect(sameMeaning(['way', 'path'], ['path', 'route', 'way'])).toBe(true);
    expect(sameMeaning(['bank'], [])).toBe(true);
  });
});
