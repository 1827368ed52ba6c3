import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultOutFile } from './build-german';
import { type DictionaryEntry, parseEntries } from './dictionary-entry';
import { partsOfSpeech } from './part-of-speech';

// The committed German dictionary (content/data/gpl/dictionary-de.jsonl.gz), as the build wrote it.
let entries: DictionaryEntry[];
let lemmaOf: Map<string, string[]>;

beforeAll(() => {
  entries = parseEntries(fs.readFileSync(defaultOutFile));
  lemmaOf = new Map();
  for (const entry of entries) {
    for (const form of entry.forms) lemmaOf.set(form, [...(lemmaOf.get(form) ?? []), entry.lemma]);
  }
});

const knownPartsOfSpeech = new Set<string>(partsOfSpeech);

describe('the German dictionary', () => {
  it('has at least 5,000 lemmas, each once, ranked 1..N in order', () => {
    expect(entries.length).toBeGreaterThanOrEqual(5000);
    expect(entries.map((entry) => entry.rank)).toEqual(entries.map((_, i) => i + 1));
    expect(new Set(entries.map((entry) => entry.lemma)).size).toBe(entries.length);
  });

  it('gives every entry senses with a part of speech and English, and merges them into translations', () => {
    // One assertion over all entries (thousands of expect calls would be slow): the offenders by name.
    const offenders = entries
      .filter(
        (entry) =>
          entry.senses.length === 0 ||
          entry.senses.some(
            (sense) =>
              !knownPartsOfSpeech.has(sense.pos) ||
              sense.en.length === 0 ||
              (sense.pos !== 'noun' && sense.gender !== null),
          ) ||
          entry.translations.en.join('|') !==
            [...new Set(entry.senses.flatMap((sense) => sense.en))].join('|') ||
          entry.forms.includes(entry.lemma) ||
          new Set(entry.forms).size !== entry.forms.length,
      )
      .map((entry) => entry.lemma);
    expect(offenders).toEqual([]);
  });

  it('gives nearly every noun a gender and nearly every lemma IPA', () => {
    const nounSenses = entries.flatMap((entry) => entry.senses.filter((sense) => sense.pos === 'noun'));
    const gendered = nounSenses.filter((sense) => ['m', 'f', 'n', 'mf'].includes(sense.gender ?? ''));
    expect(gendered.length / nounSenses.length).toBeGreaterThanOrEqual(0.98);
    const withIpa = entries.filter((entry) => entry.ipa && !/[?()]/.test(entry.ipa));
    expect(withIpa.length / entries.length).toBeGreaterThanOrEqual(0.98);
  });

  it('maps inflected forms to their lemma', () => {
    expect(lemmaOf.get('Häuser')).toContain('Haus');
    expect(lemmaOf.get('ging')).toContain('gehen');
    expect(lemmaOf.get('Kinder')).toContain('Kind');
    expect(lemmaOf.get('kleinere')).toContain('klein');
    expect(lemmaOf.get('mitgenommen')).toContain('mitnehmen');
  });

  it('has the forms the paradigms’ cells leave out, and declines ordinals from their stem', () => {
    // The cells hold one spelling each: Tag's genitive is "Tags" there, its dative plural "Tags".
    expect(lemmaOf.get('Tages')).toContain('Tag');
    expect(lemmaOf.get('Tagen')).toContain('Tag');
    expect(lemmaOf.get('Gottes')).toContain('Gott');
    expect(lemmaOf.get('Herrn')).toContain('Herr');
    expect(lemmaOf.get('ersten')).toContain('erste');
    expect(lemmaOf.get('letzten')).toContain('letzte');
    expect(lemmaOf.get('nächsten')).toContain('nächste');
    // Declined forms Ding lists as heads are forms, not lemmas of their own; Krieg is no longer missing.
    const lemmas = new Set(entries.map((entry) => entry.lemma));
    expect(['erstes', 'letztes', 'nächstes', 'zweiter'].filter((lemma) => lemmas.has(lemma))).toEqual([]);
    expect(lemmas.has('Krieg')).toBe(true);
  });

  it('spells forms as since the 1996 reform, where the paradigms keep the old ß', () => {
    expect(lemmaOf.get('muss')).toContain('müssen');
    expect(lemmaOf.get('musste')).toContain('müssen');
    expect(lemmaOf.get('wusste')).toContain('wissen');
    expect(lemmaOf.get('lässt')).toContain('lassen');
    expect(lemmaOf.get('passt')).toContain('passen');
    // Right with ß, and alone: aß (ate), weiß (know).
    expect(lemmaOf.get('aß')).toContain('essen');
    expect(lemmaOf.has('ass')).toBe(false);
    expect(lemmaOf.has('weiss')).toBe(false);
    // Counted with its commonest forms, müssen is among the commonest verbs (it ranked 139 without).
    expect(entries.find((entry) => entry.lemma === 'müssen')!.rank).toBeLessThan(60);
  });

  it('shows a learner’s first words with their right meaning and gender', () => {
    const byLemma = new Map(entries.map((entry) => [entry.lemma, entry]));
    expect(byLemma.get('Hund')!.translations.en[0]).toBe('dog');
    expect(byLemma.get('Hund')!.senses[0]!.gender).toBe('m');
    expect(byLemma.get('Haus')!.translations.en[0]).toBe('house');
    expect(byLemma.get('Frau')!.senses[0]).toMatchObject({ gender: 'f', en: ['woman'] });
    expect(byLemma.get('gehen')!.translations.en.slice(0, 2)).toEqual(expect.arrayContaining(['go']));
    expect(byLemma.get('gehen')!.translations.en).toContain('walk');
    expect(byLemma.get('der')!.senses[0]).toMatchObject({ pos: 'article', en: ['the'] });
  });

  it('keeps a word of its own spelled like another word’s form, not a form listed as a head', () => {
    const byLemma = new Map(entries.map((entry) => [entry.lemma, entry]));
    // meinen is also a form of mein, einführen the subjunctive of einfahren; sicher, leer and rund the
    // imperatives of sichern, leeren and runden, which are made from them.
    const words = ['meinen', 'einführen', 'sicher', 'leer', 'rund', 'offenbar', 'doppelt'];
    expect(words.filter((lemma) => !byLemma.has(lemma))).toEqual([]);
    expect(byLemma.get('meinen')!.rank).toBeLessThan(200);
    // A participle, a declined form or a verb no one uses (einen, to unite) stays its lemma's form.
    expect(['geschlossen', 'getrennt', 'lange', 'einen'].filter((lemma) => byLemma.has(lemma))).toEqual([]);
  });

  it('gives the German words Hebrew through English, as the Romance dictionaries have it', () => {
    const byLemma = new Map(entries.map((entry) => [entry.lemma, entry]));
    expect(byLemma.get('Hund')!.translations.he).toEqual(['כלב']);
    expect(byLemma.get('Haus')!.translations.he?.[0]).toBe('בית');
    expect(byLemma.get('Hund')!.pivot).toEqual({ he: 'en' });
    expect(entries.filter((entry) => entry.translations.he).length).toBeGreaterThan(2600);
    // Through a part of speech the Hebrew list draws otherwise (numerals, pronouns) or a line the list
    // gained for the English these words translate as.
    const expected: [string, string][] = [
      ['ja', 'כן'],
      ['zwei', 'שניים'],
      ['mein', 'שלי'],
      ['heute', 'היום'],
      ['morgen', 'מחר'],
      ['Friedhof', 'בית קברות'],
      ['Teufel', 'שטן'],
      ['Januar', 'ינואר'],
      ['zwar', 'אמנם'],
      ['Weltkrieg', 'מלחמת עולם'],
    ];
    for (const [lemma, hebrew] of expected)
      expect(byLemma.get(lemma)?.translations.he, lemma).toContain(hebrew);
    // Not through a sense that is not the word's own: "gewinnen" (win) is not "extract" (לחלץ).
    expect(byLemma.get('gewinnen')?.translations.he ?? []).not.toContain('לחלץ');
    expect(byLemma.get('Spiel')?.translations.he ?? []).not.toContain('קצבה');
  });

  it('has the verbs Ding gives only with a reflexive or prepositional object', () => {
    const byLemma = new Map(entries.map((entry) => [entry.lemma, entry]));
    // "sich an etw. erinnern", "sich vor etw. fürchten", "sich in jdn. verlieben", "etw. mit etw. vergleichen".
    const verbs = ['erinnern', 'fürchten', 'verlieben', 'vergleichen', 'sorgen'];
    expect(verbs.filter((lemma) => byLemma.get(lemma)?.senses[0]?.pos !== 'verb')).toEqual([]);
    expect(byLemma.get('erinnern')!.translations.en[0]).toBe('remember');
  });

  it('keeps a noun of its own spelled like another word capitalised, not that word made a noun', () => {
    const byLemma = new Map(entries.map((entry) => [entry.lemma, entry]));
    const nouns = ['Licht', 'Recht', 'Wert', 'Schaden', 'Kosten'];
    expect(
      nouns.filter((lemma) => !byLemma.get(lemma)?.senses.some((sense) => sense.pos === 'noun')),
    ).toEqual([]);
    expect(byLemma.get('Licht')!.translations.en[0]).toBe('light');
    expect(['Schwimmen', 'Blau', 'Weiß', 'Drei', 'Negativ'].filter((lemma) => byLemma.has(lemma))).toEqual(
      [],
    );
  });

  it('has the nouns Ding writes with their article and the greetings it writes as exclamations', () => {
    const byLemma = new Map(entries.map((entry) => [entry.lemma, entry]));
    // "die Polizei {f} :: the police", "das Internet {n}", "Hallo! {interj} :: Hello!", "Tschüss!".
    expect(byLemma.get('Polizei')!.senses[0]).toMatchObject({ pos: 'noun', gender: 'f', en: ['police'] });
    expect(byLemma.get('Ausland')!.senses[0]).toMatchObject({ gender: 'n', en: ['foreign countries'] });
    expect(byLemma.get('Internet')!.senses[0]!.gender).toBe('n');
    expect(byLemma.get('hallo')!.senses[0]).toMatchObject({
      pos: 'interjection',
      en: ['hello', 'hi', 'hi there'],
    });
    expect(byLemma.get('tschüss')!.translations.en[0]).toBe('bye bye');
    expect(byLemma.get('hallo')!.rank).toBeLessThan(500);
    expect(byLemma.get('Polizei')!.translations.he).toEqual(['משטרה']);
    // The adjective made a noun (das Besondere) and the imperative (siehe!) stay their words' uses;
    // the nouns an exclamation calls out (Halt!, Stopp!) stay nouns.
    expect(['Besondere', 'Neueste', 'siehe', 'halt'].filter((lemma) => byLemma.has(lemma))).toEqual([]);
    expect(byLemma.get('Halt')?.senses[0]?.pos).toBe('noun');
  });

  it('has the adjectives that are only ever declined, standing before a noun', () => {
    // "die heutige Welt", "der damalige Kanzler", "die jeweiligen Preise": never "heutig" alone.
    expect(lemmaOf.get('heutigen')).toContain('heutig');
    expect(lemmaOf.get('damalige')).toContain('damalig');
    expect(lemmaOf.get('jeweiligen')).toContain('jeweilig');
    const byLemma = new Map(entries.map((entry) => [entry.lemma, entry]));
    expect(byLemma.get('heutig')!.rank).toBeLessThan(1000);
    expect(byLemma.get('heutig')!.translations.en).toContain('today’s');
  });

  it('has the words Ding labels as history, a subject, not as old usage', () => {
    const byLemma = new Map(entries.map((entry) => [entry.lemma, entry]));
    // "Weltkrieg {m} [hist.] [mil.] :: world war", "Mittelalter {n} [hist.] :: Middle Ages".
    expect(byLemma.get('Weltkrieg')!.translations.en[0]).toBe('world war');
    expect(byLemma.get('Mittelalter')!.translations.en[0]).toBe('Middle Ages');
    expect(byLemma.get('Weltkrieg')!.rank).toBeLessThan(1000);
  });

  it('keeps as many lemmas as the Romance dictionaries, everyday words at the end included', () => {
    expect(entries.length).toBe(8000);
    const lemmas = new Set(entries.map((entry) => entry.lemma));
    // Each ranked past 5,960 and fell outside 6,000 as words entered above them.
    expect(['Wecker', 'Wurst', 'Brötchen', 'Physiker'].filter((lemma) => !lemmas.has(lemma))).toEqual([]);
  });

  it('has kein, which Ding gives only as its forms', () => {
    // "keine; keiner; keines {pron} <kein>": three lemmas before, and kein, keinen, keinem none's.
    expect(lemmaOf.get('keinen')).toEqual(['kein']);
    expect(lemmaOf.get('keine')).toEqual(['kein']);
    const byLemma = new Map(entries.map((entry) => [entry.lemma, entry]));
    expect(byLemma.get('kein')!.senses[0]).toMatchObject({ pos: 'pronoun', en: ['no'] });
    expect(byLemma.get('kein')!.translations.en[0]).toBe('no');
    expect(byLemma.get('kein')!.rank).toBeLessThan(100);
    expect(['keine', 'keiner', 'keines'].filter((lemma) => byLemma.has(lemma))).toEqual([]);
  });

  it('gives a synonym the part of speech Ding writes after a later one', () => {
    // "erstmals; erstmalig {adv}", "infolge; aufgrund {prp; +Gen.}", "ersetzen; ... {vt} :: replace".
    const byLemma = new Map(entries.map((entry) => [entry.lemma, entry]));
    expect(byLemma.get('erstmals')!.senses[0]).toMatchObject({ pos: 'adverb', en: ['for the first time'] });
    expect(byLemma.get('infolge')!.senses[0]!.pos).toBe('preposition');
    expect(byLemma.get('ersetzen')!.translations.en[0]).toBe('replace');
    expect(byLemma.get('vierte')!.translations.en[0]).toBe('fourth');
  });
});
