import type { Locale } from '~/core/site/public-routes';

// Parts of speech as the dictionary stores them (lower-case English), named in the learner's
// language; one not listed is shown as stored, marked as English.
export const partOfSpeechNames: Record<Locale, Record<string, string>> = {
  en: {
    noun: 'noun',
    verb: 'verb',
    adjective: 'adjective',
    adverb: 'adverb',
    pronoun: 'pronoun',
    preposition: 'preposition',
    conjunction: 'conjunction',
    interjection: 'interjection',
    determiner: 'determiner',
    article: 'article',
  },
  he: {
    noun: 'שם עצם',
    verb: 'פועל',
    adjective: 'שם תואר',
    adverb: 'תואר הפועל',
    pronoun: 'כינוי',
    preposition: 'מילת יחס',
    conjunction: 'מילת חיבור',
    interjection: 'מילת קריאה',
    determiner: 'מכמת',
    article: 'תווית יידוע',
  },
};

/** The part of speech in `locale`, and the language it is written in (for the element's `lang`). */
export function partOfSpeechName(part: string, locale: string): { text: string; lang: string } {
  const named = (partOfSpeechNames as Record<string, Record<string, string> | undefined>)[locale]?.[part];
  return named ? { text: named, lang: locale } : { text: part, lang: 'en' };
}
