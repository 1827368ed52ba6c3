import { describe, expect, it } from 'vitest';
import { isCognate } from './cognates';
import type { DingSense } from './ding-senses';
import { englishFrequencyFrom } from './english-frequency';
import { normaliseEspeakIpa } from './espeak-ipa';
import { formFrequency, rankFrequency } from './frequency-lists';
import { type CandidateContext, candidateSenses } from './lemma-candidates';
import { lemmaFrequencies } from './lemma-frequency';
import { rankSenses } from './translation-ranking';
import { labelKind } from './usage-labels';

const english = englishFrequencyFrom([
  { word: 'dog', count: 20000 },
  { word: 'canine', count: 40 },
  { word: 'mine', count: 9000 },
  { word: 'car', count: 15000 },
  { word: 'house', count: 30000 },
  { word: 'home', count: 30000 },
  { word: 'walking', count: 2000 },
]);

const sense = (overrides: Partial<DingSense> & Pick<DingSense, 'lemma'>): DingSense => ({
  pos: 'noun',
  gender: 'm',
  plural: false,
  en: [],
  labels: [],
  line: 0,
  position: 0,
  synonyms: 1,
  subEntries: 1,
  forms: [],
  ...overrides,
});
const terms = (...texts: string[]) => texts.map((text) => ({ text, labels: [] }));

describe('sense ranking', () => {
  const hund = [
    sense({
      lemma: 'Hund',
      line: 1,
      position: 4,
      synonyms: 6,
      en: terms('mine car', 'tub'),
      labels: ['min.'],
    }),
    sense({ lemma: 'Hund', line: 2, subEntries: 9, en: terms('dog', 'dawg'), forms: ['Hunde'] }),
    sense({ lemma: 'Hund', line: 3, en: terms('canine') }),
  ];

  it('puts the sense the pivot agrees with first and leaves distant senses out', () => {
    const pivot = new Map([['dog', 2]]);
    const ranked = rankSenses(hund, pivot, english);
    expect(ranked.senses[0]).toEqual({ pos: 'noun', gender: 'm', en: ['dog', 'dawg'] });
    expect(ranked.senses.flatMap((s) => s.en)).not.toContain('mine car');
    expect(ranked.pivotAgrees).toBe(true);
  });

  it('without a pivot still prefers the main line and the common English word', () => {
    const ranked = rankSenses(hund, undefined, english);
    expect(ranked.senses[0]!.en[0]).toBe('dog');
    expect(ranked.pivotAgrees).toBe(false);
  });

  it('drops old or regional translations and does not repeat a translation', () => {
    const ranked = rankSenses(
      [
        sense({
          lemma: 'Haus',
          en: [
            { text: 'house', labels: [] },
            { text: 'domicile', labels: ['obs.'] },
          ],
        }),
        sense({ lemma: 'Haus', line: 1, en: terms('house', 'home') }),
        sense({ lemma: 'Haus', line: 2, en: terms('hut'), labels: ['Ös.'] }),
      ],
      undefined,
      english,
    );
    expect(ranked.senses.map((s) => s.en)).toEqual([['house'], ['home']]);
  });

  it('lets the pivot lead when no Ding sense agrees with it, and add a strong translation when one does', () => {
    const fill = {
      spelling: (key: string) => key,
      inDingReverse: (key: string) => key === 'pretty',
      isCognate: () => false,
    };
    const junge = rankSenses(
      [sense({ lemma: 'Junge', gender: 'n', en: terms('pup') })],
      new Map([['boy', 3]]),
      english,
      fill,
    );
    expect(junge.senses[0]!.en).toEqual(['boy', 'pup']);
    expect(junge.pivotAgrees).toBe(true);
    const schoen = rankSenses(
      [sense({ lemma: 'schön', pos: 'adjective', gender: null, en: terms('beautiful') })],
      new Map([
        ['beautiful', 2],
        ['pretty', 2.5],
        ['lovely', 2.5],
      ]),
      english,
      fill,
    );
    expect(schoen.senses[0]!.en).toEqual(['beautiful', 'pretty']);
    const weak = rankSenses(
      [sense({ lemma: 'dienen', pos: 'verb', en: terms('subserve') })],
      new Map([['serve', 1.5]]),
      english,
      fill,
    );
    expect(weak.senses[0]!.en).toEqual(['subserve']);
  });

  it('sorts labels by what they do to a sense', () => {
    expect(labelKind('obs.')).toBe('rejected');
    expect(labelKind('ugs.')).toBe('register');
    expect(labelKind('techn.')).toBe('subject');
    expect(labelKind('Am., coll.')).toBe('register');
    expect(labelKind('Br.')).toBe('neutral');
  });

  it('knows a cognate from a translation', () => {
    expect(isCognate('direkt', 'direct')).toBe(true);
    expect(isCognate('Musik', 'music')).toBe(true);
    expect(isCognate('Haus', 'house')).toBe(false);
    expect(isCognate('Job', 'job')).toBe(true);
    expect(isCognate('Rad', 'wheel')).toBe(false);
    expect(isCognate('Ei', 'ei')).toBe(false);
  });
});

describe('candidate rules', () => {
  const context: CandidateContext = {
    verbs: new Set(['gehen']),
    pluralsOfOtherNouns: new Set(['Menschen']),
    spelledCorrectly: (word) => word !== 'daß',
    names: new Set(['james', 'deutsch']),
  };

  it('leaves out abbreviations, old spellings and verbs that are no infinitive', () => {
    expect(
      candidateSenses('ADAC', [sense({ lemma: 'ADAC', en: terms('automobile club') })], context),
    ).toEqual([]);
    expect(
      candidateSenses('daß', [sense({ lemma: 'daß', pos: 'conjunction', en: terms('that') })], context),
    ).toEqual([]);
    expect(
      candidateSenses('zweit', [sense({ lemma: 'zweit', pos: 'verb', en: terms('two of') })], context),
    ).toEqual([]);
  });

  it('leaves out a nominalised infinitive that only means the verb, a plural head and a name', () => {
    expect(
      candidateSenses('Gehen', [sense({ lemma: 'Gehen', gender: 'n', en: terms('walking') })], context),
    ).toEqual([]);
    const menschen = [sense({ lemma: 'Menschen', plural: true, gender: null, en: terms('people') })];
    expect(candidateSenses('Menschen', menschen, context)).toEqual([]);
    expect(candidateSenses('James', [sense({ lemma: 'James', en: terms('James', 'Jim') })], context)).toEqual(
      [],
    );
  });

  it('leaves out a place name but keeps a geographical word', () => {
    const wien = sense({ lemma: 'Wien', gender: 'n', en: terms('Vienna'), labels: ['geogr.'] });
    expect(candidateSenses('Wien', [wien], context)).toEqual([]);
    const fluss = sense({ lemma: 'Fluss', en: terms('river'), labels: ['geogr.'] });
    expect(candidateSenses('Fluss', [fluss], context)).toEqual([fluss]);
    const deutsch = sense({
      lemma: 'deutsch',
      pos: 'adjective',
      gender: null,
      en: terms('German'),
      labels: ['geogr.'],
    });
    expect(candidateSenses('deutsch', [deutsch], context)).toEqual([deutsch]);
  });

  it('keeps a word’s senses whose spelling fits their part of speech', () => {
    const kept = candidateSenses(
      'gut',
      [
        sense({ lemma: 'gut', pos: 'adjective', en: terms('good') }),
        sense({ lemma: 'gut', en: terms('estate') }),
      ],
      context,
    );
    expect(kept.map((s) => s.pos)).toEqual(['adjective']);
  });
});

describe('frequency', () => {
  const frequency = formFrequency({
    // einte, a form of the verb einen only, is rare.
    spoken: [
      'ich',
      'einen',
      'ein',
      'eine',
      'leben',
      'los',
      ...Array.from({ length: 500 }, (_, i) => `w${i}`),
      'einte',
    ],
    written: ['ein', 'leben'],
    cased: ['Ich', 'ich', 'Leben', 'leben', 'los'],
    firstNames: [],
    lastNames: [],
  });

  it('combines spoken and written ranks', () => {
    expect(frequency.of('ein')).toBeCloseTo(0.7 * rankFrequency(3) + 0.3 * rankFrequency(1));
    expect(frequency.of('unbekannt')).toBe(0);
  });

  it('takes the sentence starts off a noun’s share of a form', () => {
    expect(frequency.nounShare('leben')).toBeCloseTo(
      (rankFrequency(3) - 0.3 * rankFrequency(4)) / (rankFrequency(3) + rankFrequency(4)),
    );
    expect(frequency.nounShare('los')).toBe(0);
    expect(frequency.nounShare('haus')).toBeNull();
  });

  it('shares a form out by how frequent each lemma is elsewhere', () => {
    const lemmas = lemmaFrequencies(
      [
        { lemma: 'ein', forms: ['eine', 'einen'] },
        { lemma: 'einen', forms: ['eine', 'einte'] },
      ],
      frequency,
    );
    expect(lemmas.get('ein')!).toBeGreaterThan(5 * lemmas.get('einen')!);
  });

  it('gives a form mostly to its namesake adverb, not to a verb with no more evidence of its own', () => {
    // "schon" (already) is also the imperative of "schonen" (to spare), whose own forms are rare.
    const namesakes = formFrequency({
      spoken: [
        'schon',
        'soll',
        'sollte',
        'sollen',
        ...Array.from({ length: 500 }, (_, i) => `w${i}`),
        'schont',
      ],
      written: [],
      cased: [],
      firstNames: [],
      lastNames: [],
    });
    const lemmas = (namesakeFirst: boolean) =>
      lemmaFrequencies(
        [
          { lemma: 'schon', forms: [], namesakeFirst },
          { lemma: 'schonen', forms: ['schon', 'schont'] },
          { lemma: 'soll', forms: [], namesakeFirst },
          { lemma: 'sollen', forms: ['soll', 'sollte'] },
        ],
        namesakes,
      );
    expect(lemmas(true).get('schon')!).toBeGreaterThan(10 * lemmas(true).get('schonen')!);
    // Without it the two split "schon" alike.
    expect(lemmas(false).get('schon')!).toBeLessThan(lemmas(false).get('schonen')!);
    // A verb common on its own forms keeps its finite form: "soll" is mostly "sollen".
    expect(lemmas(true).get('sollen')!).toBeGreaterThan(3 * lemmas(true).get('soll')!);
  });

  it('gives a noun only its share of a form, and a function word’s twin none', () => {
    const lemmas = lemmaFrequencies(
      [
        { lemma: 'leben', forms: [] },
        { lemma: 'Leben', forms: [] },
        { lemma: 'Los', forms: [] },
        { lemma: 'ich', forms: [] },
        { lemma: 'Ich', forms: [], functionWordTwin: true },
      ],
      frequency,
    );
    const share = frequency.nounShare('leben')!;
    expect(lemmas.get('Leben')!).toBeCloseTo(frequency.of('leben') * share);
    expect(lemmas.get('Los')!).toBeLessThan(1e-6);
    expect(lemmas.get('Ich')!).toBeLessThan(1e-6);
    expect(lemmas.get('ich')!).toBeCloseTo(frequency.of('ich'));
  });
});

describe('espeak-ng IPA', () => {
  it('writes German vocalic r and eu as dictionaries do and drops language switches', () => {
    expect(normaliseEspeakIpa('hˈɔøzɜ')).toBe('hˈɔʏzɐ');
    expect(normaliseEspeakIpa('d??ç')).toBe('dʊɐç');
    expect(normaliseEspeakIpa('(en)kəmpjˈuːtə(de)')).toBe('kəmpjˈuːtə');
  });
});
