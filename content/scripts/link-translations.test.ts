import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyDirectHebrew,
  germanIndex,
  type LinkableEntry,
  linkThroughEnglish,
  linkTranslations,
  parseDirectHebrew,
  parseEnglishHebrew,
  parseUnlinkedHebrew,
  sameMeaning,
  translationsOfSense,
} from './link-translations';
import { readJsonlGz } from './read-jsonl-gz';
import { writeJsonlGz } from './write-jsonl-gz';

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
  entry('Art', 40, [
    ['noun', ['kind', 'sort']],
    ['noun', ['way', 'manner']],
  ]),
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
    // "Köter" means "dog" too, but is 250 times rarer.
    expect(entries[0]!.translations.de).toEqual(['Hund']);
    expect(entries[0]!.pivot).toEqual({ de: 'en' });
    expect(entries[0]!.sources).toEqual(['apertium-eng-spa', 'dictionary-de']);
    // "can" also means "dog", but "dog" maps back to the commoner "perro".
    expect(entries[1]!.translations.de).toBeUndefined();
    // German "Bank" is first "bench": "bank" is only a synonym there, not enough on its own.
    expect(entries[2]!.translations.de).toBeUndefined();
    // "way" also finds "Art" (manner) by its second sense, which shares only "way" with [way, path].
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

  it('leaves an entry that loses its link as one that never had it', () => {
    const fresh = spanish().map((found) => ({ ...found, sources: ['wikdict', 'espeak-ng'] }));
    const relinked = spanish().map((found) => ({ ...found, sources: ['wikdict', 'espeak-ng'] }));
    linkThroughEnglish(
      relinked,
      'he',
      parseEnglishHebrew('lemma\tpos\the\ndog\tnoun\tכלב\n'),
      'curated-en-he',
    );
    const none = parseEnglishHebrew('lemma\tpos\the\n');
    linkThroughEnglish(fresh, 'he', none, 'curated-en-he');
    linkThroughEnglish(relinked, 'he', none, 'curated-en-he');
    expect(relinked).toEqual(fresh);
  });
});

// German entries as the German dictionary has them (rank, senses), for a few of a learner's first words.
const deutsch = [
  entry('in', 6, [
    ['preposition', ['in', 'at']],
    ['preposition', ['to', 'into']],
    ['preposition', ['on']],
  ]),
  entry('zu', 14, [
    ['adverb', ['too']],
    ['preposition', ['to']],
  ]),
  entry('an', 21, [
    ['preposition', ['at', 'by']],
    ['preposition', ['on']],
  ]),
  entry('auf', 22, [['preposition', ['in', 'at', 'on']]]),
  entry('auch', 43, [['adverb', ['also', 'too', 'as well']]]),
  entry('Haus', 137, [['noun', ['house']]]),
  entry('müssen', 139, [['verb', ['have to', 'have got to']]]),
  entry('Ende', 173, [['noun', ['end', 'close']]]),
  entry('Mama', 300, [['noun', ['mum', 'mummy', 'mom']]]),
  entry('Ziel', 490, [
    ['noun', ['objective']],
    ['noun', ['target']],
    ['noun', ['aim', 'goal']],
    ['noun', ['end']],
  ]),
  entry('Betrieb', 595, [
    ['noun', ['company']],
    ['noun', ['business', 'operation']],
    ['noun', ['duty', 'service']],
  ]),
  entry('Abschluss', 1185, [
    ['noun', ['close', 'conclusion']],
    ['noun', ['end']],
  ]),
  entry('Pflicht', 1750, [['noun', ['duty', 'obligation']]]),
  entry('Geschlecht', 2427, [
    ['noun', ['gender', 'sex']],
    ['noun', ['house']],
  ]),
];

describe('translationsOfSense', () => {
  const index = germanIndex(deutsch);
  const translate = (english: string[], pos: string) =>
    translationsOfSense(english, index.get(`${english[0]}\t${pos}`) ?? []);

  it('prefers the word whose main meaning it is to a commoner one that has it as a late sense', () => {
    // Ranked by frequency alone, these were "Ziel, Abschluss" and "Betrieb, Pflicht".
    expect(translate(['end', 'ending'], 'noun')).toEqual(['Ende']);
    expect(translate(['duty'], 'noun')).toEqual(['Pflicht', 'Betrieb']);
    expect(translate(['house'], 'noun')).toEqual(['Haus']);
  });

  it('takes a main meaning that differs in its other English words', () => {
    // [have to, owe] and [have to, have got to] share one word of two.
    expect(sameMeaning(['have to', 'owe'], ['have to', 'have got to'])).toBe(false);
    expect(translate(['have to', 'owe'], 'verb')).toEqual(['müssen']);
  });

  it('finds a word by a later word of its main sense, first among late senses', () => {
    // fr "sur": German "auf" is [in, at, on]; "in" and "an" have "on" as a later sense.
    expect(translate(['on'], 'preposition')).toEqual(['auf', 'in', 'an']);
    // fr "aussi" [too, also]: "auch" shares both words, "zu" only "too".
    expect(translate(['too', 'also'], 'adverb')).toEqual(['zu', 'auch']);
  });

  it('does not link by a synonym alone', () => {
    // es "momia" [mummy] is not "Mama" [mum, mummy, mom].
    expect(translate(['mummy'], 'noun')).toEqual([]);
  });

  it('keeps a list without ranks in its own order', () => {
    const hebrew = parseEnglishHebrew('lemma\tpos\the\nend\tnoun\tסוף; קץ\n');
    expect(translationsOfSense(['end'], hebrew.get('end\tnoun')!)).toEqual(['סוף', 'קץ']);
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

describe('parseEnglishHebrew', () => {
  const hebrew = parseEnglishHebrew(
    [
      'lemma\tpos\the',
      'two\tadjective\tשניים; שתיים',
      'thousand\tnoun\tאלף',
      'my\tdeterminer\tשלי',
      'nothing\tnoun\tכלום',
      'that\tpronoun\tזה',
      'last\tadjective\tאחרון',
      'whose\tdeterminer\tשל מי',
      'family\tnoun\tמשפחה',
      'lot\tnoun\tמגרש',
    ].join('\n'),
  );

  it('lets a numeral, pronoun or determiner take the line WordNet files the word under', () => {
    expect(hebrew.get('two\tnumeral')?.map(({ word }) => word)).toEqual(['שניים', 'שתיים']);
    expect(hebrew.get('thousand\tnumeral')?.map(({ word }) => word)).toEqual(['אלף']);
    expect(hebrew.get('my\tpronoun')?.map(({ word }) => word)).toEqual(['שלי']);
    expect(hebrew.get('nothing\tpronoun')?.map(({ word }) => word)).toEqual(['כלום']);
    expect(hebrew.get('that\tdeterminer')?.map(({ word }) => word)).toEqual(['זה']);
    expect(hebrew.get('last\tdeterminer')?.map(({ word }) => word)).toEqual(['אחרון']);
  });

  it('takes no other stand-in, and none for the relative "whose"', () => {
    expect(hebrew.get('family\tadjective')).toBeUndefined();
    expect(hebrew.get('two\tadverb')).toBeUndefined();
    expect(hebrew.get('whose\tpronoun')).toBeUndefined();
    // Stand-ins come from written lines only: "lot" the noun is a pronoun's stand-in, not a determiner's.
    expect(hebrew.get('lot\tpronoun')?.map(({ word }) => word)).toEqual(['מגרש']);
    expect(hebrew.get('lot\tdeterminer')).toBeUndefined();
  });

  it('keeps a written line over a stand-in', () => {
    const both = parseEnglishHebrew('lemma\tpos\the\nthat\tdeterminer\tההוא\nthat\tpronoun\tזה\n');
    expect(both.get('that\tdeterminer')?.map(({ word }) => word)).toEqual(['ההוא']);
  });
});

describe('parseUnlinkedHebrew', () => {
  it('keeps a line named there out of the link, and only that line', () => {
    const unlinked = parseUnlinkedHebrew('lemma\tpos\treason\nfit\tnoun\tes "acceso" is access\n');
    const hebrew = parseEnglishHebrew('lemma\tpos\the\nfit\tnoun\tהתקף\nfit\tverb\tלהתאים\n', unlinked);
    expect(hebrew.get('fit\tnoun')).toBeUndefined();
    expect(hebrew.get('fit\tverb')?.map(({ word }) => word)).toEqual(['להתאים']);
    // A line without its reason names nothing.
    expect(parseUnlinkedHebrew('lemma\tpos\treason\nfit\tnoun\n').size).toBe(0);
  });
});

// German words whose English the link cannot use: "tun" shares "do" with the commoner "machen", and
// Ding gives "Manier" [vein] a sense that is not its own.
const germanWithHebrew = () => [
  { ...entry('machen', 30, [['verb', ['do', 'make']]]), sources: ['ding-de-en'] },
  { ...entry('tun', 48, [['verb', ['do']]]), sources: ['ding-de-en'] },
  { ...entry('Manier', 9000, [['noun', ['vein', 'manner']]]), sources: ['ding-de-en'] },
];
const doAndVein = 'lemma\tpos\the\ndo\tverb\tלעשות\nvein\tnoun\tוריד\n';

describe('applyDirectHebrew', () => {
  it("puts a dictionary's own lines in place of the link's, without a pivot, and only for parts of speech the entry has", () => {
    const entries = germanWithHebrew();
    linkThroughEnglish(entries, 'he', parseEnglishHebrew(doAndVein), 'curated-en-he');
    expect(entries[1]!.translations.he).toBeUndefined();
    expect(entries[2]!.translations.he).toEqual(['וריד']);
    const lines = parseDirectHebrew(
      'lemma\tpos\the\ntun\tverb\tלעשות\nManier\tnoun\tנימוס; אופן\nManier\tverb\tלנמס\nmachen\tnoun\tעשייה\n',
    );
    expect(applyDirectHebrew(entries, lines, 'curated-de-he')).toBe(2);
    expect(entries[1]).toMatchObject({
      translations: { he: ['לעשות'] },
      pivot: {},
      sources: ['curated-de-he', 'ding-de-en'],
    });
    expect(entries[2]).toMatchObject({
      translations: { he: ['נימוס', 'אופן'] },
      pivot: {},
      sources: ['curated-de-he', 'ding-de-en'],
    });
    // "machen" has no noun: its line gives nothing, and the link's Hebrew stays.
    expect(entries[0]).toMatchObject({
      translations: { he: ['לעשות'] },
      pivot: { he: 'en' },
      sources: ['curated-en-he', 'ding-de-en'],
    });
  });

  it("keeps a lemma's lines in the file's order, each word once", () => {
    const lines = parseDirectHebrew('lemma\tpos\the\nwohl\tadverb\tכנראה; טוב\nwohl\tadjective\tטוב; בריא\n');
    const wohl = [
      entry('wohl', 244, [
        ['adjective', ['well']],
        ['adverb', ['arguably']],
      ]),
    ];
    applyDirectHebrew(wohl, lines, 'curated-de-he');
    expect(wohl[0]!.translations.he).toEqual(['כנראה', 'טוב', 'בריא']);
  });

  it('gives the same result when the link runs again, and an entry whose line goes reads as never given one', () => {
    const lines = parseDirectHebrew('lemma\tpos\the\ntun\tverb\tלעשות\nManier\tnoun\tנימוס\n');
    const hebrew = parseEnglishHebrew(doAndVein);
    const link = (entries: LinkableEntry[], own: typeof lines) => {
      linkThroughEnglish(entries, 'he', hebrew, 'curated-en-he');
      applyDirectHebrew(entries, own, 'curated-de-he');
    };
    const entries = germanWithHebrew();
    link(entries, lines);
    const once = JSON.stringify(entries);
    link(entries, lines);
    expect(JSON.stringify(entries)).toBe(once);
    const fresh = germanWithHebrew();
    link(fresh, new Map());
    link(entries, new Map());
    expect(entries).toEqual(fresh);
  });
});

describe('linkTranslations', () => {
  let directory = '';
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it("reads the English list, its unlinked lines and a dictionary's own Hebrew beside it", () => {
    directory = mkdtempSync(join(tmpdir(), 'vocably-link-'));
    const gpl = join(directory, 'data', 'gpl');
    const curated = join(directory, 'curated', 'he');
    mkdirSync(gpl, { recursive: true });
    mkdirSync(curated, { recursive: true });
    const german = [
      ...germanWithHebrew(),
      entry('gewinnen', 222, [
        ['verb', ['win']],
        ['verb', ['extract', 'mine']],
      ]),
    ];
    writeJsonlGz(join(gpl, 'dictionary-de.jsonl.gz'), german);
    writeJsonlGz(join(gpl, 'dictionary-es.jsonl.gz'), [
      entry('hacer', 25, [['verb', ['do', 'make']]]),
      entry('extraer', 3000, [['verb', ['extract']]]),
    ]);
    writeFileSync(join(curated, 'en-he.tsv'), `${doAndVein}win\tverb\tלנצח\nextract\tverb\tלחלץ\n`);
    writeFileSync(
      join(curated, 'en-he-unlinked.tsv'),
      'lemma\tpos\treason\nextract\tverb\tGerman "gewinnen" is win\n',
    );
    writeFileSync(join(curated, 'de-he.tsv'), 'lemma\tpos\the\ntun\tverb\tלעשות\n');
    linkTranslations(gpl, join(curated, 'en-he.tsv'));
    const de = new Map(
      readJsonlGz<LinkableEntry>(join(gpl, 'dictionary-de.jsonl.gz'))!.map((e) => [e.lemma, e]),
    );
    const es = new Map(
      readJsonlGz<LinkableEntry>(join(gpl, 'dictionary-es.jsonl.gz'))!.map((e) => [e.lemma, e]),
    );
    expect(de.get('tun')!.translations.he).toEqual(['לעשות']);
    expect(de.get('tun')!.sources).toContain('curated-de-he');
    expect(de.get('gewinnen')!.translations.he).toEqual(['לנצח']);
    expect(es.get('extraer')!.translations.he).toBeUndefined();
    expect(es.get('hacer')!.translations.he).toEqual(['לעשות']);
    expect(es.get('hacer')!.sources).not.toContain('curated-de-he');
    // With the file gone, the next run leaves no trace of it: "tun" reads as never given a line.
    rmSync(join(curated, 'de-he.tsv'));
    linkTranslations(gpl, join(curated, 'en-he.tsv'));
    const relinked = readJsonlGz<LinkableEntry>(join(gpl, 'dictionary-de.jsonl.gz'))!;
    const tun = relinked.find((found) => found.lemma === 'tun')!;
    expect(tun.translations.he).toBeUndefined();
    expect(tun.sources).not.toContain('curated-de-he');
  });
});
