import { describe, expect, it } from 'vitest';
import { parseDingLine, parseDingTerm, splitOutsideBrackets } from './ding-line';
import {
  dingSenses,
  withClosedClassWordsFromTheirForms,
  withoutExclamationsOfOtherWords,
} from './ding-senses';

// Lines as Debian's trans-de-en spells them (shortened).
const haus = 'Haus {n} | Häuser {pl} | ein Haus bauen :: house | houses | to build a house';
const gehen =
  'gehen {vi} | gehend | gegangen | er/sie geht | ich/er/sie ging | er/sie ist/war gegangen | ich/er/sie ginge | Gehen wir! :: to go {went; gone} | going | gone | he/she goes | I/he/she went | he/she has/had gone | I/he/she would go | Let’s go!';
const klein =
  'klein {adj} | kleiner | kleinste/r/s | so klein wie möglich :: little; small (in size) | smaller | smallest | as little as possible';
const gut = 'gut {adj} | besser | am besten :: good | better | best';
const auch = 'auch; ebenso {adv} | ich auch :: also | me too';
const anrufen =
  'jdn. anrufen {vt} [telco.] | anrufend | angerufen :: to call sb.; to phone sb. | calling | called';
const inSich = 'in sich {adv} :: intrinsically';
const kirche = 'Gottesdienst {m}; Kirche [relig.] :: church service';
const century = 'Jahrhundert {n} /Jh./ | Jahrhunderte {pl} :: century /c; cent./ | centuries';

describe('the Ding line parser', () => {
  it('splits on separators outside brackets only', () => {
    expect(splitOutsideBrackets('der {art} (des; dem; den); die', ';')).toEqual([
      'der {art} (des; dem; den)',
      ' die',
    ]);
  });

  it('takes tags, labels and notes off a term', () => {
    expect(parseDingTerm('Frau {f} /Fr./ [ugs.] (Anrede)')).toEqual({
      text: 'Frau',
      tags: ['f'],
      labels: ['ugs.'],
      notes: ['Anrede'],
    });
    expect(parseDingTerm('in {prp; +Dat.}').tags).toEqual(['prp', '+Dat.']);
    expect(parseDingTerm('er/sie geht').text).toBe('er/sie geht');
  });

  it('reads sub-entries and synonyms on both sides', () => {
    const line = parseDingLine(klein)!;
    expect(line.german.map((subEntry) => subEntry.map((term) => term.text))).toEqual([
      ['klein'],
      ['kleiner'],
      ['kleinste/r/s'],
      ['so klein wie möglich'],
    ]);
    expect(line.english[0]!.map((term) => term.text)).toEqual(['little', 'small']);
    expect(parseDingLine('# Version :: devel')).toBeNull();
  });

  it('drops abbreviations that hold a semicolon', () => {
    expect(parseDingLine(century)!.english[0]!.map((term) => term.text)).toEqual(['century']);
  });
});

describe('Ding senses', () => {
  const senses = (text: string) => dingSenses(parseDingLine(text)!, 7);

  it('gives a noun its gender, its plural and its English', () => {
    expect(senses(haus)).toEqual([
      expect.objectContaining({
        lemma: 'Haus',
        pos: 'noun',
        gender: 'n',
        plural: false,
        en: [{ text: 'house', labels: [] }],
        line: 7,
        position: 0,
        synonyms: 1,
        subEntries: 3,
        forms: ['Häuser'],
      }),
    ]);
  });

  it('reads a verb’s spelled-out forms and drops "to" and the irregular English forms', () => {
    const [sense] = senses(gehen);
    expect(sense!.pos).toBe('verb');
    expect(sense!.en.map((term) => term.text)).toEqual(['go']);
    expect(sense!.forms).toEqual(['gehend', 'gegangen', 'geht', 'ging', 'gegangen', 'ginge']);
  });

  it('reads an adjective’s comparison in both of Ding’s spellings', () => {
    expect(senses(klein)[0]!.forms).toEqual(['kleiner', 'kleinste']);
    expect(senses(gut)[0]!.forms).toEqual(['besser', 'beste']);
  });

  it('shares a part of speech written once, but not a gender', () => {
    expect(senses(auch).map((sense) => [sense.lemma, sense.pos])).toEqual([
      ['auch', 'adverb'],
      ['ebenso', 'adverb'],
    ]);
    expect(senses(kirche).map((sense) => sense.lemma)).toEqual(['Gottesdienst']);
  });

  it('lets a verb shed its object placeholders, and nothing else', () => {
    const [sense] = senses(anrufen);
    expect(sense!.lemma).toBe('anrufen');
    expect(sense!.labels).toEqual(['telco.']);
    expect(sense!.en.map((term) => term.text)).toEqual(['call', 'phone']);
    expect(senses(inSich)).toEqual([]);
  });

  it('lets a verb shed a prepositional object too (sich an etw. erinnern)', () => {
    const erinnern = senses('sich an jdn./etw. erinnern {vr} | sich erinnernd :: to remember sb./sth.');
    expect(erinnern.map(({ lemma, pos }) => [lemma, pos])).toEqual([['erinnern', 'verb']]);
    expect(erinnern[0]!.en.map((term) => term.text)).toEqual(['remember']);
    expect(senses('sich in jdn. verlieben {vr} :: to fall in love with sb.')[0]!.lemma).toBe('verlieben');
    // Not a verb: the preposition and its object are a phrase.
    expect(senses('an etw. vorbei {adv} :: past sth.')).toEqual([]);
  });

  it('reads a noun Ding writes with its article, only where the article is the gender’s', () => {
    const polizei = senses('die Polizei {f} | Flugpolizei {f} :: the police | airborne police');
    expect(polizei).toEqual([
      expect.objectContaining({ lemma: 'Polizei', pos: 'noun', gender: 'f', article: true }),
    ]);
    expect(polizei[0]!.en.map((term) => term.text)).toEqual(['police']);
    expect(senses('der Atomkoffer {m} :: the nuclear football')[0]!.lemma).toBe('Atomkoffer');
    expect(senses('die Amischen {pl} [relig.] :: the Amish')[0]!.lemma).toBe('Amischen');
    // Not the gender's article, or not a noun: a phrase.
    expect(senses('der Polizei {f} :: the police')).toEqual([]);
    expect(senses('die neue {adj} :: the new')).toEqual([]);
  });

  it('reads an exclamation as its interjection in lower case, and its English too', () => {
    const hallo = senses('Hallo!; Moin! [Norddt.]; Grüß dich! [Bayr.] {interj} :: Hello!; Hi!; Ta-Ta! [Br.]');
    expect(hallo.map(({ lemma, exclaimed }) => [lemma, exclaimed])).toEqual([
      ['hallo', true],
      ['moin', true],
    ]);
    expect(hallo[0]!.en.map((term) => term.text)).toEqual(['hello', 'hi', 'ta-ta']);
    expect(senses('Aha!; Ach so! {interj} :: I see!')[0]!.en[0]!.text).toBe('I see');
    // An exclamation of a noun is the noun called out: Ding's own line for Stopp keeps it.
    const ding = new Map([
      ['stopp', senses('Stopp! {interj} :: Stop!')],
      ['Stopp', senses('Stopp {m} :: stop')],
      ['hallo', hallo.slice(0, 1)],
    ]);
    withoutExclamationsOfOtherWords(ding);
    expect([...ding.keys()]).toEqual(['Stopp', 'hallo']);
  });

  it('gives kein the lines Ding writes for its forms only', () => {
    const keine = senses(
      'keine; keiner; keines {pron} <kein> | auf keinen Fall :: no | under no circumstances',
    );
    const ding = new Map([
      ['keine', [...keine.slice(0, 1), ...senses('Keine {f} :: nothing')]],
      ['keiner', keine.slice(1, 2)],
      ['keines', keine.slice(2)],
      ['dieser', senses('dieser; diese; dieses {pron} :: this').slice(0, 1)],
    ]);
    withClosedClassWordsFromTheirForms(ding);
    expect(ding.get('kein')!.map(({ lemma, pos, line }) => [lemma, pos, line])).toEqual([
      ['kein', 'pronoun', 7],
    ]);
    expect(ding.has('keiner')).toBe(false);
    // What is not a function word stays; a table word with lines of its own keeps them.
    expect(ding.get('keine')!.map(({ pos }) => pos)).toEqual(['noun']);
    expect(ding.get('dieser')!.map(({ lemma }) => lemma)).toEqual(['dieser']);
  });

  it('shares a part of speech written after a synonym with the synonyms before it', () => {
    const erstmals = senses('erstmals; erstmalig {adv}; zum ersten Mal :: for the first time');
    expect(erstmals.map(({ lemma, pos }) => [lemma, pos])).toEqual([
      ['erstmals', 'adverb'],
      ['erstmalig', 'adverb'],
    ]);
    const infolge = senses('infolge; aufgrund {prp; +Gen.}; auf Grund :: due to; owing to');
    expect(infolge.map(({ lemma, pos }) => [lemma, pos])).toEqual([
      ['infolge', 'preposition'],
      ['aufgrund', 'preposition'],
    ]);
    // Not a gender: "Gottesdienst {m}; Kirche" leaves Kirche a phrase, as before.
    expect(senses('Kirche; Gottesdienst {m} :: church service').map((sense) => sense.lemma)).toEqual([
      'Gottesdienst',
    ]);
  });
});
