import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readJsonlGz } from '../read-jsonl-gz';
import type { DictionaryEntry } from './entry';
import { PARTS_OF_SPEECH } from './pos';

// Checks the committed dictionaries against the content contract (no Debian packages needed).
const GPL = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'data', 'gpl');
const POS: ReadonlySet<string> = new Set(PARTS_OF_SPEECH);
const GENDERS = new Set(['m', 'f', 'n', 'mf']);
const LANGUAGES = ['es', 'fr', 'it', 'pt'] as const;
const EXPECTED_FORMS: Record<(typeof LANGUAGES)[number], [string, string][]> = {
  es: [
    ['comiendo', 'comer'],
    ['perros', 'perro'],
  ],
  fr: [
    ['chevaux', 'cheval'],
    ['mangeons', 'manger'],
    // Spelled with œ, as hunspell wants (Apertium writes "oeil", "soeurs").
    ['yeux', 'œil'],
    ['sœurs', 'sœur'],
  ],
  it: [
    ['mangiando', 'mangiare'],
    ['case', 'casa'],
  ],
  pt: [
    ['cidades', 'cidade'],
    ['falamos', 'falar'],
  ],
};
const EXPECTED_MEANINGS: Record<(typeof LANGUAGES)[number], [string, string][]> = {
  es: [
    ['perro', 'dog'],
    ['casa', 'house'],
    ['comer', 'eat'],
  ],
  fr: [
    ['cheval', 'horse'],
    ['maison', 'house'],
    ['manger', 'eat'],
  ],
  it: [
    ['cane', 'dog'],
    ['casa', 'house'],
    ['mangiare', 'eat'],
  ],
  pt: [
    ['cidade', 'city'],
    ['casa', 'house'],
    ['comer', 'eat'],
  ],
};

// German reaches these dictionaries through English (content/scripts/link-translations.ts): the word a
// German speaker would say first, and a commoner German word that has the English only as a late sense
// (a noble "house", an "end" as a goal, "duty" as in on duty), which frequency alone used to put first;
// and a German noun the German dictionary once left out as an adjective made a noun (Licht, Recht,
// Wert), where "light" found only "Öffentlichkeit" (public, "light of day").
const EXPECTED_GERMAN: Record<(typeof LANGUAGES)[number], [string, string, string?][]> = {
  es: [
    ['casa', 'Haus', 'Geschlecht'],
    ['fin', 'Ende', 'Ziel'],
    ['empezar', 'beginnen', 'abfahren'],
    ['sobre', 'auf'],
    ['luz', 'Licht'],
    ['daño', 'Schaden'],
    ['vacío', 'leer'],
  ],
  fr: [
    ['maison', 'Haus', 'Geschlecht'],
    ['fin', 'Ende', 'Ziel'],
    ['devoir', 'müssen', 'Betrieb'],
    ['sur', 'auf'],
    ['valeur', 'Wert'],
    ['droit', 'Recht'],
    ['introduire', 'einführen'],
  ],
  it: [
    ['casa', 'Haus', 'Geschlecht'],
    ['dovere', 'schulden', 'Betrieb'],
    ['con', 'mit', 'zu'],
    ['su', 'auf'],
    ['luce', 'Licht'],
    ['diritto', 'Recht'],
    ['sicuro', 'sicher'],
  ],
  pt: [
    ['casa', 'Haus', 'Geschlecht'],
    ['dever', 'müssen', 'Betrieb'],
    ['começar', 'beginnen'],
    ['sobre', 'auf'],
    ['luz', 'Licht'],
    ['direito', 'Recht'],
    ['achar', 'meinen'],
  ],
};

// An everyday word that is also a form of a rarer lemma, and that lemma: the word ranks among the top
// 1,000 and above it (es "así" is also "I grasped", of "asir"; fr "fête" also "I celebrate").
const HOMOGRAPHS: Record<(typeof LANGUAGES)[number], [string, string][]> = {
  es: [
    ['así', 'asir'],
    ['encontrar', 'encontrarse'],
  ],
  fr: [
    ['fête', 'fêter'],
    ['centre', 'centrer'],
  ],
  it: [
    ['accordo', 'accordare'],
    ['attento', 'attentare'],
  ],
  pt: [
    ['resultado', 'resultar'],
    ['centro', 'centrar'],
  ],
};

// Words of everyday speech, each among the 250 commonest. French ranked from a written list that
// lost every word spelled with à, è, ê, ç... until 2026-12 ("à" 3,883, "très" 3,901, "bonjour" 5,876);
// Spanish had no personal pronoun (Apertium's placeholder lemma "prpers"), Italian and Portuguese none
// without a source's English ("io", "mi", "eu"), French no "mieux".
const EVERYDAY_SPEECH: Record<(typeof LANGUAGES)[number], string[]> = {
  es: ['sí', 'muy', 'gracias', 'hola', 'dónde', 'padre', 'madre', 'yo', 'tú', 'él', 'ella', 'me', 'te'],
  fr: [
    'tu',
    'à',
    'ça',
    'oui',
    'merci',
    'très',
    'même',
    'où',
    'père',
    'mère',
    'bonjour',
    'tête',
    'mieux',
    'cœur',
  ],
  it: ['tu', 'molto', 'sì', 'dove', 'padre', 'madre', 'io', 'mi', 'ti', 'quindi'],
  pt: ['você', 'muito', 'sim', 'onde', 'obrigado', 'pai', 'mãe', 'eu', 'me'],
};

// Hebrew reaches these dictionaries through English too: everyday words whose English had no Hebrew
// line (go back, look for, today as an adverb, the months) or whose part of speech the list draws
// otherwise (a numeral is an adjective in WordNet, "ese" a determiner where the list has "that" as
// a pronoun).
const EXPECTED_HEBREW: Record<(typeof LANGUAGES)[number], [string, string][]> = {
  es: [
    ['volver', 'לחזור'],
    ['buscar', 'לחפש'],
    ['hoy', 'היום'],
    ['dos', 'שניים'],
    ['nada', 'כלום'],
    ['enero', 'ינואר'],
  ],
  fr: [
    ['entrer', 'להיכנס'],
    ["aujourd'hui", 'היום'],
    ['deux', 'שניים'],
    ['rien', 'כלום'],
  ],
  it: [
    ['tornare', 'לחזור'],
    ['cercare', 'לחפש'],
    ['oggi', 'היום'],
    ['sì', 'כן'],
  ],
  pt: [
    ['voltar', 'לחזור'],
    ['sim', 'כן'],
    ['dois', 'שניים'],
    ['amanhã', 'מחר'],
  ],
};

describe.each(LANGUAGES)('dictionary-%s.jsonl.gz', (code) => {
  const entries = readJsonlGz<DictionaryEntry>(join(GPL, `dictionary-${code}.jsonl.gz`)) ?? [];
  const byLemma = new Map(entries.map((entry) => [entry.lemma, entry]));

  it('has at least 5,000 lemmas, each once, with dense unique ranks in file order', () => {
    expect(entries.length).toBeGreaterThanOrEqual(5000);
    expect(byLemma.size).toBe(entries.length);
    expect(entries.every((entry, index) => entry.rank === index + 1)).toBe(true);
  });

  it('gives every entry senses with a part of speech and English, nouns a gender', () => {
    // Problems are collected and compared once: an expect per entry makes this test slow.
    const problems: string[] = [];
    for (const entry of entries) {
      if (entry.senses.length === 0) problems.push(`${entry.lemma}: no sense`);
      if (!entry.translations.en?.length) problems.push(`${entry.lemma}: no English`);
      if (entry.translations[code]) problems.push(`${entry.lemma}: translated into its own language`);
      for (const sense of entry.senses) {
        if (!POS.has(sense.pos)) problems.push(`${entry.lemma}: part of speech ${sense.pos}`);
        if (sense.en.length === 0) problems.push(`${entry.lemma}: ${sense.pos} sense without English`);
        if (sense.pos === 'noun' && !GENDERS.has(sense.gender ?? ''))
          problems.push(`${entry.lemma}: no gender`);
      }
      for (const language of Object.keys(entry.pivot)) {
        if (!entry.translations[language]) problems.push(`${entry.lemma}: pivot without ${language}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has IPA for at least 98% of its lemmas', () => {
    const withIpa = entries.filter((entry) => entry.ipa && !entry.ipa.includes('/')).length;
    expect(withIpa / entries.length).toBeGreaterThanOrEqual(0.98);
  });

  it('maps inflected forms back to their lemma', () => {
    for (const [form, lemma] of EXPECTED_FORMS[code]) expect(byLemma.get(lemma)?.forms, form).toContain(form);
    expect(entries.filter((entry) => entry.forms.includes(entry.lemma)).map((entry) => entry.lemma)).toEqual(
      [],
    );
  });

  it('gives everyday words their everyday English meaning first and ranks them high', () => {
    for (const [lemma, english] of EXPECTED_MEANINGS[code]) {
      const entry = byLemma.get(lemma);
      expect(entry?.translations.en?.slice(0, 2), lemma).toContain(english);
      expect(entry!.rank, lemma).toBeLessThan(3000);
    }
  });

  it('ranks the words of everyday speech among the commonest', () => {
    for (const lemma of EVERYDAY_SPEECH[code]) expect(byLemma.get(lemma)?.rank, lemma).toBeLessThan(250);
  });

  it('ranks an everyday word above the rarer lemma it is also a form of', () => {
    for (const [word, rarer] of HOMOGRAPHS[code]) {
      expect(byLemma.get(word)?.rank, word).toBeLessThan(1000);
      expect(byLemma.get(word)!.rank, word).toBeLessThan(
        byLemma.get(rarer)?.rank ?? Number.POSITIVE_INFINITY,
      );
    }
  });

  it('gives everyday words the German a German speaker would say first', () => {
    for (const [lemma, first, never] of EXPECTED_GERMAN[code]) {
      const german = byLemma.get(lemma)?.translations.de ?? [];
      expect(german[0], lemma).toBe(first);
      if (never) expect(german, lemma).not.toContain(never);
    }
  });

  it('gives everyday words Hebrew through their English', () => {
    for (const [lemma, hebrew] of EXPECTED_HEBREW[code])
      expect(byLemma.get(lemma)?.translations.he, lemma).toContain(hebrew);
  });

  it('holds no placeholder text', () => {
    // Whole strings only: "todo" is Spanish for "all", "coloremos" holds "lorem".
    const text = JSON.stringify(entries).toLowerCase();
    expect(text).not.toMatch(/lorem ipsum|"(lorem|ipsum|placeholder|fixme|dummy|tbd|xxx)"/);
  });
});
