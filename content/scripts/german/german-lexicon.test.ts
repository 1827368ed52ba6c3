import { describe, expect, it } from 'vitest';
import { nounOfItsOwn } from './german-lexicon';

// Ding lists nouns spelled like another word capitalised: das Licht beside licht, das Schwimmen beside
// schwimmen. The second is the word made a noun and is left out; the first is a noun of its own.
describe('nounOfItsOwn', () => {
  it('takes a noun with a plural formed as nouns form theirs', () => {
    expect(nounOfItsOwn('Licht', { NOM: { SIN: 'Licht', PLU: 'Lichter' } })).toBe(true);
    expect(nounOfItsOwn('Wert', { NOM: { SIN: 'Wert', PLU: 'Werte' } })).toBe(true);
    expect(nounOfItsOwn('Schaden', { NOM: { SIN: 'Schaden', PLU: 'Schäden' } })).toBe(true);
  });

  it('takes a plural-only noun', () => {
    expect(nounOfItsOwn('Kosten', { NOM: { PLU: 'Kosten' } })).toBe(true);
  });

  it('refuses a word made a noun: no plural, the same one, or one in -s, -n, -en', () => {
    expect(nounOfItsOwn('Schwimmen', { NOM: { SIN: 'Schwimmen' } })).toBe(false);
    expect(nounOfItsOwn('Leiden', { NOM: { SIN: 'Leiden', PLU: 'Leiden' } })).toBe(false);
    expect(nounOfItsOwn('Blau', { NOM: { SIN: 'Blau', PLU: 'Blaus' } })).toBe(false);
    expect(nounOfItsOwn('Dritte', { NOM: { SIN: 'Dritte', PLU: 'Dritten' } })).toBe(false);
    expect(nounOfItsOwn('Eins', { NOM: { SIN: 'Eins', PLU: 'Einsen' } })).toBe(false);
    expect(nounOfItsOwn('Braun', undefined)).toBe(false);
  });
});
