import { describe, expect, it } from 'vitest';
import { lineProblems } from './line-problems';
import { parseTsv } from './sentence-files';
import { sentenceRules } from './sentence-languages';
import type { SentenceLemma } from './sentence-lemmas';
import { findSentenceProblems, type SentenceCheckInput } from './sentence-problems';
import { sentenceUsesLemma } from './sentence-uses-lemma';
import { findSimilarSentences } from './similar-sentences';
import { tokenizeSentence } from './tokenize-sentence';

// A small German dictionary and a speller that knows a fixed set of words stand in for the real ones.
const lemmas = new Map<string, SentenceLemma>([
  ['sein', { rank: 1, forms: ['bin', 'ist', 'war'] }],
  ['Haus', { rank: 2, forms: ['Hauses', 'Häuser'] }],
  ['anrufen', { rank: 3, forms: ['anrufe', 'anruft', 'angerufen'] }],
  ['leben', { rank: 4, forms: ['lebe', 'lebt'] }],
  ['Leben', { rank: 5, forms: ['Lebens'] }],
  ['Hund', { rank: 2000, forms: ['Hunde'] }],
]);
const german = new Set(
  'ich bin du ist das haus groß rufe dich morgen an er ruft nicht leben schön wir in einem hund hat die der im ein'.split(
    ' ',
  ),
);
const english = new Set('i am the house is big call you tomorrow life beautiful we live in a dog'.split(' '));
const speller = (words: Set<string>) => (word: string) => words.has(word.toLowerCase());

function check(sentences: string[], extra: Partial<SentenceCheckInput> = {}) {
  return findSentenceProblems({
    rules: sentenceRules.de,
    sentences: parseTsv(['lemma\ttext\ttranslation', ...sentences].join('\n')),
    allowList: parseTsv('word\treason'),
    skipList: parseTsv('lemma\treason'),
    lemmas,
    spell: speller(german),
    spellTranslation: speller(english),
    ...extra,
  });
}

// Covers every top lemma (Hund is rank 2,000 and optional) with a correct line.
const good = [
  'sein\tIch bin groß.\tI am big.',
  'Haus\tDas Haus ist groß.\tThe house is big.',
  'anrufen\tIch rufe dich morgen an.\tI call you tomorrow.',
  'leben\tWir leben in einem Haus.\tWe live in a house.',
  'Leben\tDas Leben ist schön.\tLife is beautiful.',
];

describe('findSentenceProblems', () => {
  it('passes good lines and counts the lemmas they cover', () => {
    const report = check(good);
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ lines: 5, lemmasCovered: 5, topCovered: 5, topSkipped: 0 });
  });

  it('finds misspelled words in the text and in an English translation', () => {
    const report = check([...good, 'Hund\tEin Hundd ist im Haus.\tA dogg is in the house.']);
    expect(report.problems.filter((problem) => problem.kind === 'spelling')).toEqual([
      expect.objectContaining({ line: 7, detail: expect.stringContaining('"Hundd" in the text') }),
      expect.objectContaining({ line: 7, detail: expect.stringContaining('"dogg" in the translation') }),
    ]);
  });

  it('accepts a word hunspell rejects when the allow list gives a reason, and reports stale entries', () => {
    const allowList = parseTsv('word\treason\nHundd\ta test word\nKatz\tno longer used');
    const report = check([...good, 'Hund\tDer Hund hat ein Hundd.\tThe dog is in a house.'], { allowList });
    expect(report.problems.map((problem) => problem.detail)).toEqual([
      '"Katz" is not a word hunspell rejects in any sentence',
    ]);
  });

  it('needs the lemma in one of its forms, with case, and a trailing particle only at the clause end', () => {
    const report = check([
      'sein\tIch bin groß.\tI am big.',
      'Haus\tDie Häuser sind groß.\tThe houses are big.',
      'anrufen\tIch rufe an dich.\tI call you.',
      'leben\tDas Leben ist schön.\tLife is beautiful.',
      'Leben\tWir leben in einem Haus.\tWe live in a house.',
    ]);
    const notUsed = report.problems.filter((problem) => problem.kind === 'lemma-not-used');
    expect(notUsed.map((problem) => problem.line)).toEqual([4, 5, 6]);
    expect(report.problems.filter((problem) => problem.kind === 'uncovered')).toHaveLength(3);
  });

  it('reports long lines, empty or malformed translations, unknown lemmas, order and columns', () => {
    const report = check([
      ...good,
      'Hund\tIch bin du ist das Haus groß rufe dich morgen an er ruft.\tI am.',
      'Hund\tich bin ein Hund\t',
      'Katze\tIch bin groß und schön.\tI am big.',
      'sein\tIch bin du.\tI am you.',
      'sein only two columns',
    ]);
    const kinds = report.problems.map((problem) => `${problem.line} ${problem.kind}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        '7 too-long',
        '8 format',
        '8 translation',
        '9 unknown-lemma',
        '10 order',
        '11 columns',
      ]),
    );
  });

  it('wants Hebrew translations in Hebrew letters without vowel points', () => {
    const englishLemmas = new Map([['house', { rank: 1, forms: ['houses'] }]]);
    const run = (translation: string) =>
      findSentenceProblems({
        rules: sentenceRules.en,
        sentences: parseTsv(`lemma\ttext\ttranslation\nhouse\tThe house is big.\t${translation}`),
        allowList: parseTsv('word\treason'),
        skipList: parseTsv('lemma\treason'),
        lemmas: englishLemmas,
        spell: speller(english),
      }).problems.map((problem) => problem.detail);
    expect(run('הבית גדול.')).toEqual([]);
    expect(run('הַבַּיִת גָּדוֹל.')).toEqual(['Hebrew translation has other characters than Hebrew letters']);
    expect(run('The house is big.')).toContain('translation does not start like a sentence');
  });

  it('lets the skip list leave out a top lemma with a reason', () => {
    const skipList = parseTsv('lemma\treason\nLeben\tnot wanted\nHund\t');
    const report = check(good.slice(0, 4), { skipList });
    expect(report.problems.map((problem) => problem.detail)).toEqual([
      '"Hund" has no reason',
      '"Hund" is not among the top 1000',
    ]);
    expect(report).toMatchObject({ topCovered: 4, topSkipped: 1 });
  });
});

describe('findSimilarSentences', () => {
  it('finds repeats whatever the case and punctuation, and sentences that differ in one word', () => {
    expect(
      findSimilarSentences([
        'Ich habe einen Hund.',
        'ich habe einen Hund!',
        'Ich habe einen Ball.',
        'Ich habe keinen Ball.',
        'Du bist groß.',
        'Du bist klein.',
      ]),
    ).toEqual([
      { kind: 'duplicate', index: 1, ofIndex: 0 },
      { kind: 'near-duplicate', index: 2, ofIndex: 0 },
      { kind: 'near-duplicate', index: 3, ofIndex: 2 },
    ]);
  });
});

describe('tokenizeSentence', () => {
  it('keeps elisions and hyphenated words whole and marks sentence starts and clause ends', () => {
    expect(tokenizeSentence("L'homme dit: Qu’il vienne, peut-être.")).toEqual([
      { word: "L'homme", sentenceStart: true, clauseEnd: false },
      { word: 'dit', sentenceStart: false, clauseEnd: true },
      { word: "Qu'il", sentenceStart: true, clauseEnd: false },
      { word: 'vienne', sentenceStart: false, clauseEnd: true },
      { word: 'peut-être', sentenceStart: false, clauseEnd: true },
    ]);
    expect(tokenizeSentence("Un po' d'acqua.", { apostropheMayEnd: true }).map((t) => t.word)).toEqual([
      'Un',
      "po'",
      "d'acqua",
    ]);
  });
});

describe('sentenceUsesLemma', () => {
  it("sees a joined lemma whole (aujourd'hui, celui-ci) as well as a part of a joined word (l'homme)", () => {
    const uses = (text: string, forms: string[]) => sentenceUsesLemma(tokenizeSentence(text), forms);
    expect(uses("Aujourd'hui, il fait très beau.", ["aujourd'hui"])).toBe(true);
    expect(uses('Je préfère ce sac-là, celui-ci est trop cher.', ['celui-ci'])).toBe(true);
    expect(uses("L'homme lit.", ['homme'])).toBe(true);
    expect(uses('Il fait beau.', ["aujourd'hui"])).toBe(false);
  });
});

describe('lineProblems', () => {
  const spacing = 'text needs a narrow no-break space before ? ! ; and a no-break space before :';
  const detailsOf = (text: string, rules = sentenceRules.fr) =>
    lineProblems(text, 'Are you coming with us?', rules).map((problem) => problem.detail);

  it('asks French for its spaces before ? ! ; and :, and no other language', () => {
    expect(detailsOf('Tu viens avec nous\u202F?')).toEqual([]);
    expect(detailsOf('Il a dit\u00A0: «\u00A0Viens\u202F!\u00A0»')).toEqual([]);
    expect(detailsOf('Tu viens avec nous?')).toEqual([spacing]);
    expect(detailsOf('Tu viens avec nous ?')).toEqual([spacing]);
    expect(detailsOf('Il a dit: «\u00A0Viens\u202F!\u00A0»')).toEqual([spacing]);
    expect(detailsOf('¿Vienes con nosotros?', sentenceRules.es)).toEqual([]);
  });
});
