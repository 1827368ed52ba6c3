import { describe, expect, it } from 'vitest';
import { gradeTyping, lettersOf, type TypingTier, typoAllowance } from './typing-grade';

// [language, typed, accepted answers, learner's other words, expected tier]
const cases: [string, string, string[], string[], TypingTier][] = [
  ['English', 'house', ['house'], [], 'exact'],
  ['English', '  House ', ['house'], [], 'normalised'],
  ['English', 'well known', ['well-known'], [], 'normalised'],
  ['English', 'dont', ["don't"], [], 'normalised'],
  ['English', 'hous', ['house'], [], 'almost'],
  ['English', 'hosue', ['house'], [], 'almost'],
  ['English', 'mouse', ['house'], [], 'almost'],
  ['English', 'mouse', ['house'], ['mouse', 'cat'], 'wrong'],
  ['English', 'hxxse', ['house'], [], 'wrong'],
  ['English', 'on', ['in'], [], 'wrong'],
  ['English', '', ['house'], [], 'wrong'],
  ['English', '!!!', ['house'], [], 'wrong'],
  ['English', 'undrstandng', ['understanding'], [], 'almost'],
  ['English', 'unedrstnadingg', ['understanding'], [], 'wrong'],
  ['English', 'automobile', ['car', 'automobile'], [], 'exact'],
  ['English', 'cr', ['car', 'automobile'], [], 'almost'],
  ['English', 'cra', ['car', 'automobile'], [], 'almost'],
  ['English', 'carr', ['car', 'automobile'], [], 'almost'],
  ['English', 'cat', ['car', 'automobile'], [], 'wrong'],
  ['English', 'caf', ['car', 'automobile'], [], 'wrong'],
  ['English', 'tabel', ['table'], [], 'almost'],
  ['English', 'tible', ['table'], [], 'almost'],
  ['English', 'bake', ['bike'], [], 'wrong'],
  ['English', 'bkie', ['bike'], [], 'almost'],
  ['Spanish', 'ver', ['ser'], [], 'wrong'],
  ['Spanish', 'mal', ['mar'], [], 'wrong'],
  ['Spanish', 'sr', ['ser'], [], 'almost'],
  ['Spanish', 'manana', ['mañana'], [], 'accents'],
  ['Spanish', 'Mañana', ['mañana'], [], 'normalised'],
  ['Spanish', 'que tal', ['¿Qué tal?'], [], 'accents'],
  ['Spanish', 'pero', ['perro'], [], 'almost'],
  ['Spanish', 'pero', ['perro'], ['pero'], 'wrong'],
  ['Spanish', 'si', ['sí'], ['si'], 'wrong'],
  ['French', 'oeuvre', ['œuvre'], [], 'accents'],
  ['French', 'eleve', ['élève'], [], 'accents'],
  ['French', 'garcon', ['garçon'], [], 'accents'],
  ['French', 'garcn', ['garçon'], [], 'almost'],
  ['German', 'strasse', ['Straße'], [], 'accents'],
  ['German', 'STRASSE', ['Straße'], [], 'accents'],
  ['German', 'Fussganger', ['Fußgänger'], [], 'accents'],
  ['German', 'Fussgaenger', ['Fußgänger'], [], 'almost'],
  ['Polish', 'lodz', ['łódź'], [], 'accents'],
  ['Polish', 'zdzblo', ['źdźbło'], [], 'accents'],
  ['Danish', 'smorbrod', ['smørbrød'], [], 'accents'],
  ['Danish', 'aeble', ['æble'], [], 'accents'],
  ['Norwegian', 'ol', ['øl'], [], 'accents'],
  ['Turkish', 'ilik', ['ılık'], [], 'accents'],
  ['Icelandic', 'thakka', ['þakka'], [], 'accents'],
  ['Croatian', 'dak', ['đak'], [], 'accents'],
  ['Maltese', 'hobz', ['ħobż'], [], 'accents'],
  ['Hebrew', 'שלום', ['שלום'], [], 'exact'],
  ['Hebrew', 'שלום', ['שָׁלוֹם'], [], 'accents'],
  ['Hebrew', 'שלומ', ['שלום'], [], 'almost'],
  ['Hebrew', 'תודה רבה', ['תודה'], [], 'wrong'],
  ['Japanese', 'ねこ', ['ねこ'], [], 'exact'],
  ['Japanese', 'ﾈｺ', ['ネコ'], [], 'normalised'],
  ['Japanese', 'ネコ', ['ねこ'], [], 'wrong'],
  ['Japanese', 'ありがとう。', ['ありがとう'], [], 'normalised'],
  ['Japanese', 'ありがと', ['ありがとう'], [], 'almost'],
  ['Japanese', 'かっこう', ['がっこう'], [], 'wrong'],
  ['Japanese', 'がこう', ['がっこう'], [], 'almost'],
  ['Japanese', 'かっこう', ['がっこう'], ['かっこう'], 'wrong'],
  ['Japanese', 'かき', ['かぎ'], [], 'wrong'],
  ['Greek', 'λογος', ['λόγος'], [], 'accents'],
  ['Romanian', 'casa', ['casă'], [], 'accents'],
  ['Turkish', 'dag', ['dağ'], [], 'accents'],
  ['Russian', 'еще', ['ещё'], [], 'accents'],
  ['Russian', 'мой', ['мой'], [], 'exact'],
  ['Russian', 'мои', ['мой'], [], 'wrong'],
  ['Thai', 'ดี', ['ดี'], [], 'exact'],
  ['Thai', 'ดู', ['ดี'], [], 'wrong'],
  // Thai and Hindi words are as long as their letters, a consonant with its vowel or tone mark one
  // letter (ไก่ is two, สวัสดี four), and get the leniency of words that long.
  ['Thai', 'ไก', ['ไก่'], [], 'wrong'],
  ['Thai', 'สวสดี', ['สวัสดี'], [], 'wrong'],
  ['Thai', 'สวัดี', ['สวัสดี'], [], 'almost'],
  ['Hindi', 'काम', ['काम'], [], 'exact'],
  ['Hindi', 'कम', ['काम'], [], 'wrong'],
  ['Hindi', 'कम', ['काम'], ['कम'], 'wrong'],
  ['Hindi', 'कितब', ['किताब'], [], 'wrong'],
  ['Hindi', 'कताब', ['किताब'], [], 'wrong'],
  ['Hindi', 'किताबें', ['किताबें'], [], 'exact'],
  ['Hindi', 'विश्वविदयालय', ['विश्वविद्यालय'], [], 'almost'],
  ['Hindi', 'विशवविदयालय', ['विश्वविद्यालय'], [], 'wrong'],
];

describe('gradeTyping', () => {
  it.each(cases)('%s: "%s" for %j (other words %j) is %s', (_language, typed, accepted, otherWords, tier) => {
    expect(gradeTyping({ typed, accepted, otherWords }).tier).toBe(tier);
  });

  it('rates exact, normalised and accent matches Good, typos Hard and the rest Again', () => {
    const rating = (typed: string, accepted: string[], otherWords: string[] = []) =>
      gradeTyping({ typed, accepted, otherWords }).rating;
    expect(rating('house', ['house'])).toBe(3);
    expect(rating('HOUSE', ['house'])).toBe(3);
    expect(rating('manana', ['mañana'])).toBe(3);
    expect(rating('hosue', ['house'])).toBe(2);
    expect(rating('mouse', ['house'], ['mouse'])).toBe(1);
    expect(rating('table', ['house'])).toBe(1);
  });

  it('returns a character diff of typed against expected', () => {
    expect(gradeTyping({ typed: 'hous', accepted: ['house'] }).diff).toEqual([
      { kind: 'equal', text: 'hous' },
      { kind: 'missing', text: 'e' },
    ]);
    expect(gradeTyping({ typed: 'manana', accepted: ['mañana'] }).diff).toEqual([
      { kind: 'equal', text: 'ma' },
      { kind: 'extra', text: 'n' },
      { kind: 'missing', text: 'ñ' },
      { kind: 'equal', text: 'ana' },
    ]);
  });

  it('compares with the closest accepted answer and names it', () => {
    const grade = gradeTyping({ typed: 'automobil', accepted: ['car', 'automobile'] });
    expect(grade).toMatchObject({ tier: 'almost', expected: 'automobile' });
    expect(gradeTyping({ typed: 'bicycle', accepted: ['car', 'automobile'] }).tier).toBe('wrong');
  });

  it('names the other word a near-match was confused with', () => {
    expect(gradeTyping({ typed: 'pero', accepted: ['perro'], otherWords: ['pero'] })).toMatchObject({
      tier: 'wrong',
      rating: 1,
      otherWord: 'pero',
    });
  });

  it('names the other word typed in a short word with a letter replaced, wrong in any case', () => {
    expect(gradeTyping({ typed: 'cat', accepted: ['car'], otherWords: ['dog', 'cat'] })).toMatchObject({
      tier: 'wrong',
      expected: 'car',
      otherWord: 'cat',
    });
    expect(gradeTyping({ typed: 'Ver', accepted: ['ser'], otherWords: ['ver'] })).toMatchObject({
      tier: 'wrong',
      otherWord: 'ver',
    });
    expect(gradeTyping({ typed: 'gato', accepted: ['perro'], otherWords: ['gato'] }).otherWord).toBe('gato');
    expect(
      gradeTyping({ typed: 'el gato', accepted: ['perro'], otherWords: ['gato'], language: 'es' }).otherWord,
    ).toBe('gato');
    expect(gradeTyping({ typed: 'caf', accepted: ['car'], otherWords: ['cat'] })).not.toHaveProperty(
      'otherWord',
    );
  });

  it("rates another of the learner's words with the same meaning Hard and names it, not a confusion", () => {
    expect(
      gradeTyping({
        typed: 'carro',
        accepted: ['coche'],
        otherWords: ['carro', 'gato'],
        synonyms: ['carro'],
      }),
    ).toMatchObject({ tier: 'synonym', rating: 2, otherWord: 'carro' });
    expect(
      gradeTyping({ typed: 'el carro', accepted: ['coche'], synonyms: ['carro'], language: 'es' }).tier,
    ).toBe('synonym');
    expect(
      gradeTyping({ typed: 'gato', accepted: ['coche'], otherWords: ['gato'], synonyms: ['carro'] }).tier,
    ).toBe('wrong');
    expect(gradeTyping({ typed: 'coche', accepted: ['coche'], synonyms: ['coche'] }).tier).toBe('exact');
  });

  it('does not treat another word as a confusion when the typed text is itself accepted', () => {
    expect(gradeTyping({ typed: 'Si', accepted: ['sí', 'si'], otherWords: ['si'] }).tier).toBe('normalised');
  });

  it('allows no typo under 3 characters, one up to 9, two from 10', () => {
    expect([
      typoAllowance('in'),
      typoAllowance('cat'),
      typoAllowance('elephants'),
      typoAllowance('understand'),
    ]).toEqual([0, 1, 1, 2]);
  });

  it('counts a length in letters as read, a Hindi or Thai consonant with its signs as one', () => {
    expect([
      typoAllowance('काम'), // 2 letters, 3 code points
      typoAllowance('किताब'), // 3 letters, 5 code points
      typoAllowance('विश्वविद्यालय'), // 6 letters, 13 code points
      typoAllowance('ไก่'), // 2 letters, 3 code points
    ]).toEqual([0, 1, 1, 0]);
  });

  it("forgives a leading article of the answer's language when the accepted form has none, and says so", () => {
    const grade = (typed: string, accepted: string[], language: string | null) =>
      gradeTyping({ typed, accepted, language }).tier;
    expect(grade('der Hund', ['Hund'], 'de')).toBe('article');
    expect(grade('Die Katze', ['Katze'], 'de')).toBe('article');
    expect(grade('der hund!', ['Hund'], 'de')).toBe('article');
    expect(grade('el perro', ['perro'], 'es')).toBe('article');
    expect(grade('le chat', ['chat'], 'fr')).toBe('article');
    expect(grade("l'eau", ['eau'], 'fr')).toBe('article');
    expect(grade('l’eau', ['eau'], 'fr')).toBe('article');
    expect(grade("l'amico", ['amico'], 'it')).toBe('article');
    expect(grade('gli amici', ['amici'], 'it')).toBe('article');
    expect(grade('o livro', ['livro'], 'pt-BR')).toBe('article');
    expect(grade('to have', ['have'], 'en')).toBe('article');
    expect(grade('to go', ['go'], 'en')).toBe('article');
    expect(grade('the house', ['house', 'home'], 'en')).toBe('article');
    expect(grade('an apple', ['apple'], 'en')).toBe('article');
    expect(gradeTyping({ typed: 'der Hund', accepted: ['Hund'], language: 'de' })).toMatchObject({
      tier: 'article',
      rating: 3,
      expected: 'Hund',
    });
  });

  it('forgives an article or English "to" the typed text lacks when the accepted form has one', () => {
    const grade = (typed: string, accepted: string[], language: string | null) =>
      gradeTyping({ typed, accepted, language }).tier;
    expect(grade('have', ['to have'], 'en')).toBe('article');
    expect(grade('Hund', ['der Hund'], 'de')).toBe('article');
    expect(grade('eau', ["l'eau"], 'fr')).toBe('article');
    expect(grade('hvae', ['to have'], 'en')).toBe('almost');
    expect(gradeTyping({ typed: 'have', accepted: ['to have'], language: 'en' })).toMatchObject({
      tier: 'article',
      rating: 3,
      expected: 'to have',
    });
    // Another article typed in its place is still not the word.
    expect(grade('la casa', ['el casa'], 'es')).toBe('wrong');
    // English a/an/the in the accepted form are part of its meaning: "few" is not "a few".
    expect(grade('few', ['a few'], 'en')).not.toBe('article');
    expect(grade('lot', ['a lot'], 'en')).not.toBe('article');
  });

  it('forgives the Hebrew article ה typed onto the word, when two letters remain', () => {
    const grade = (typed: string, accepted: string[]) =>
      gradeTyping({ typed, accepted, language: 'he' }).tier;
    expect(grade('הים', ['ים'])).toBe('article');
    expect(grade('הבית', ['בית'])).toBe('article');
    expect(grade('ה־בית', ['בית'])).toBe('article');
    expect(grade('הַבַּיִת', ['בַּיִת'])).toBe('article');
    // An accepted form starting with ה has it as part of the word (היום is "today", הלך "walked"):
    // leaving it out is a letter missing, as any other.
    expect(grade('יום', ['היום'])).toBe('almost');
    expect(grade('לך', ['הלך'])).toBe('almost');
    // One letter left after it is no word with an article: הר is a mountain, not ה + ר.
    expect(grade('הר', ['ר'])).toBe('wrong');
    expect(grade('ר', ['הר'])).toBe('wrong');
    expect(grade('הבית', ['הבית'])).toBe('exact');
    expect(gradeTyping({ typed: 'הבית', accepted: ['בית'], language: null }).tier).toBe('almost');
  });

  it('forgives no ה typed onto a word that is only a verb: a verb takes no article', () => {
    const grade = (typed: string, accepted: string[], partsOfSpeech: string[]) =>
      gradeTyping({ typed, accepted, language: 'he', partsOfSpeech }).tier;
    // הלך is "walked", not "the go".
    expect(grade('הלך', ['לך'], ['verb'])).not.toBe('article');
    expect(grade('הלך', ['לך'], ['Verb'])).not.toBe('article');
    expect(grade('הלך', ['לך'], ['noun'])).toBe('article');
    // A word that is a noun in one sense and a verb in another may be answered with the article.
    expect(grade('הריצה', ['ריצה'], ['verb', 'noun'])).toBe('article');
    // Nothing known of the word (a custom word without definitions): forgiven, as for a noun.
    expect(grade('הבית', ['בית'], [])).toBe('article');
    // The same for Arabic's ال; other languages' separate articles and English "to" are unchanged.
    expect(
      gradeTyping({ typed: 'الكتب', accepted: ['كتب'], language: 'ar', partsOfSpeech: ['verb'] }).tier,
    ).not.toBe('article');
    expect(
      gradeTyping({ typed: 'to go', accepted: ['go'], language: 'en', partsOfSpeech: ['verb'] }).tier,
    ).toBe('article');
  });

  it('forgives the Arabic article ال typed onto the word', () => {
    const grade = (typed: string, accepted: string[]) =>
      gradeTyping({ typed, accepted, language: 'ar' }).tier;
    expect(grade('الكتاب', ['كتاب'])).toBe('article');
    // Listed with it, it is part of the accepted form (as الله is one word).
    expect(grade('كتاب', ['الكتاب'])).not.toBe('article');
  });

  it('grades the word after a forgiven article as it would be graded alone', () => {
    expect(gradeTyping({ typed: 'la mañana', accepted: ['manana'], language: 'es' }).tier).toBe('accents');
    expect(gradeTyping({ typed: 'der Hnud', accepted: ['Hund'], language: 'de' }).tier).toBe('almost');
    expect(gradeTyping({ typed: 'el gato', accepted: ['perro'], language: 'es' }).tier).toBe('wrong');
    // A slip that is exactly another of the learner's words is still a confusion behind an article.
    expect(
      gradeTyping({ typed: 'el pero', accepted: ['perro'], otherWords: ['pero'], language: 'es' }),
    ).toMatchObject({ tier: 'wrong', otherWord: 'pero' });
  });

  it('forgives no article of another language, none where the answer has one, and no article alone', () => {
    const grade = (typed: string, accepted: string[], language: string | null) =>
      gradeTyping({ typed, accepted, language }).tier;
    expect(grade('der Hund', ['Hund'], null)).toBe('wrong');
    expect(grade('el perro', ['perro'], 'de')).toBe('wrong');
    expect(grade('der Hund', ['die Hündin'], 'de')).toBe('wrong');
    expect(grade('la casa', ['el casa'], 'es')).toBe('wrong');
    expect(grade('the', ['the'], 'en')).toBe('exact');
    expect(grade('to', ['go'], 'en')).toBe('wrong');
    expect(grade('der Hund', ['der Hund'], 'de')).toBe('exact');
  });

  it('ignores invisible format characters a keyboard or a paste put in', () => {
    const grade = (typed: string, answer: string) => gradeTyping({ typed, accepted: [answer] }).tier;
    expect(grade('לא\u200F', 'לא')).toBe('normalised'); // right-to-left mark
    expect(grade('\u200Bcasa', 'casa')).toBe('normalised'); // zero-width space
    expect(grade('ca\u00ADsa', 'casa')).toBe('normalised'); // soft hyphen
    expect(grade('house', 'hou\u200Dse')).toBe('normalised'); // zero-width joiner in the stored answer
  });

  it('counts letters the same way where Intl.Segmenter is missing (older browsers grading offline)', () => {
    for (const word of ['किताब', 'कितब', 'สวัสดี', 'สวัดี', 'house', 'café', 'שָׁלוֹם'])
      expect(lettersOf(word, null)).toEqual(lettersOf(word));
    expect(lettersOf('किताब', null)).toHaveLength(3);
    // A conjunct (श्व) is one letter to the segmenter and two without it: the word is still under ten
    // letters either way, so it is allowed the same one slip.
    expect(lettersOf('विश्वविद्यालय')).toHaveLength(6);
    expect(lettersOf('विश्वविद्यालय', null)).toHaveLength(8);
  });

  it('refuses a question without an accepted answer', () => {
    expect(() => gradeTyping({ typed: 'x', accepted: ['', '  '] })).toThrow(RangeError);
  });
});
